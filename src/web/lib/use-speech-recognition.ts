// Voice input through the browser's SpeechRecognition (webkitSpeechRecognition in Chrome and Safari).
// Where the browser has neither, `supported` is false and callers render no microphone at all. The
// recognizer's code (speech-session.ts) is fetched once the page is idle, before anyone taps.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';
import type * as SpeechSession from './speech-session';
import type { SpeechRecognitionConstructor, SpeechRecognitionLike } from './speech-session';

function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

type Session = typeof SpeechSession;
let session: Session | undefined;
const loadSession = () => import('./speech-session').then((module) => (session = module));

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

  // Ready before the first tap: starting inside the tap keeps browsers that want a gesture happy.
  useEffect(() => {
    if (!supported || session) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    idle(() => void loadSession());
  }, [supported]);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Recognition = speechRecognitionConstructor();
    if (!Recognition || recognition.current) return;
    const begin = ({ beginListening }: Session) => {
      recognition.current = beginListening(Recognition, lang, {
        onInterim: (words) => callbacks.current.onInterim?.(words),
        onFinal: (words) => callbacks.current.onFinal(words),
        onError: (message) => callbacks.current.onError?.(message),
        onEnd: () => {
          recognition.current = null;
          setListening(false);
        },
      });
      setListening(recognition.current !== null);
    };
    if (session) begin(session);
    else void loadSession().then(begin);
  }, [lang]);

  return { supported, listening, start, stop };
}
