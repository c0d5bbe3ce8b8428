// One round of voice input: sets up the browser's recognizer, reports words as they come and the final
// ones, and turns its error codes into messages. Loaded when the microphone is about to be used, so
// pages carry only the hook (use-speech-recognition.ts).

// The Web Speech API is not in TypeScript's DOM library yet: the little we use, typed here.
interface SpeechRecognitionEventLike {
  resultIndex: number;
  results: SpeechRecognitionResultList;
}
interface SpeechRecognitionErrorEventLike {
  error: string;
}
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

const ERROR_MESSAGES: Record<string, string> = {
  'not-allowed': 'Microphone access is blocked. Allow it in your browser settings to search by voice.',
  'service-not-allowed': 'Voice search is not available in this browser.',
  'no-speech': "We didn't catch that. Tap the microphone and try again.",
  'audio-capture': 'No microphone was found on this device.',
  network: 'Voice search needs an internet connection. Please type your search instead.',
};

export interface SessionHandlers {
  onInterim: (transcript: string) => void;
  onFinal: (transcript: string) => void;
  onError: (message: string) => void;
  onEnd: () => void;
}

/** Starts listening; returns the recognizer (to stop or abort it), or null when it could not start. */
export function beginListening(Recognition: SpeechRecognitionConstructor, lang: string, on: SessionHandlers): SpeechRecognitionLike | null {
  const rec = new Recognition();
  rec.lang = lang;
  rec.interimResults = true;
  rec.continuous = false;
  rec.maxAlternatives = 1;
  rec.onresult = (event) => {
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const transcript = result?.[0]?.transcript ?? '';
      if (result?.isFinal) {
        on.onFinal(transcript.trim());
        return;
      }
      interim += transcript;
    }
    if (interim) on.onInterim(interim);
  };
  rec.onerror = (event) => {
    if (event.error === 'aborted') return;
    on.onError(ERROR_MESSAGES[event.error] ?? 'Voice search stopped unexpectedly. Please try again.');
  };
  rec.onend = on.onEnd;
  try {
    rec.start();
    return rec;
  } catch {
    on.onError('Voice search could not start. Please try again.');
    return null;
  }
}
