// What to tell a visitor when voice search fails, by the SpeechRecognition error code.
const ERROR_MESSAGES: Record<string, string> = {
  'not-allowed': 'Microphone access is blocked. Allow it in your browser settings to search by voice.',
  'service-not-allowed': 'Voice search is not available in this browser.',
  'no-speech': "We didn't catch that. Tap the microphone and try again.",
  'audio-capture': 'No microphone was found on this device.',
  network: 'Voice search needs an internet connection. Please type your search instead.',
};

export function speechErrorMessage(code: string): string {
  return ERROR_MESSAGES[code] ?? 'Voice search stopped unexpectedly. Please try again.';
}
