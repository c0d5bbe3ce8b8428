// Voice input through the browser's SpeechRecognition (webkitSpeechRecognition in Chrome and Safari).
// Where the browser has neither, `supported` is false and callers render no microphone at all.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

// The Web Speech API is not in TypeScript's DOM library yet: the little we use, typed here.
interface SpeechRecognitionEventLike {
  resultIndex: number;
  results: SpeechRecognitionResultList;
}
interface SpeechRecognitionErrorEventLike {
  error: string;
}
interface SpeechRecognitionLike {
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
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export interface SpeechRecognitionOptions {
  /** Called with the words heard so far while the person is still speaking. */
  onInterim?: (transcript: string) => void;
  /** Called once with the final words. */
  onFinal: (transcript: string) => void;
  /** Called with a message fit to show when listening fails (not when it is cancelled). */
  onError?: (message: string) => void;
  lang?: string;
}

export function useSpeechRecognition({ onInterim, onFinal, onError, lang = 'en-US' }: SpeechRecognitionOptions) {
  // Known only in a browser, after hydration: the server's page and the first render have no microphone.
  const hydrated = useHydrated();
  const supported = hydrated && speechRecognitionConstructor() !== undefined;
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const callbacks = useRef({ onInterim, onFinal, onError });

  useEffect(() => {
    callbacks.current = { onInterim, onFinal, onError };
  }, [onInterim, onFinal, onError]);

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition || recognition.current) return;
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
          callbacks.current.onFinal(transcript.trim());
          return;
        }
        interim += transcript;
      }
      if (interim) callbacks.current.onInterim?.(interim);
    };
    rec.onerror = (event) => {
      if (event.error === 'aborted') return;
      // The messages come with the first failure: the home page's first load carries none of them.
      void import('./speech-errors').then(({ speechErrorMessage }) => callbacks.current.onError?.(speechErrorMessage(event.error)));
    };
    rec.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = rec;
    try {
      rec.start();
      setListening(true);
    } catch {
      recognition.current = null;
      callbacks.current.onError?.('Voice search could not start. Please try again.');
    }
  }, [lang]);

  return { supported, listening, start, stop };
}
