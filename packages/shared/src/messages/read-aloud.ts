/** Read-aloud in the chapter reader: the player's texts. */
export const READ_ALOUD_MESSAGES = {
  player: 'Read aloud',
  listen: 'Listen',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop listening',
  previousSentence: 'Previous sentence',
  nextSentence: 'Next sentence',
  speed: 'Speed',
  voice: 'Voice',
  defaultVoice: 'Default voice',
  sleepTimer: 'Sleep timer',
  sleepOff: 'Off',
  sleepEndOfChapter: 'End of chapter',
  noVoices: 'Read-aloud is not available: this browser has no voices',
  unsupported: 'Read-aloud is not available in this browser',
  failed: 'Read-aloud stopped: the voice could not go on',
  finished: 'Finished reading aloud',
  sleeping: 'Sleep timer: read-aloud stopped',
} as const;

/** A sleep timer choice as the select shows it: "Sleep: 15 min", "Sleep: Off". */
export const sleepChoiceLabel = (choice: string) => `Sleep: ${choice}`;
export const sleepAfterLabel = (minutes: number) => sleepChoiceLabel(`${minutes} min`);

/** Where the player is in the chapter: "Sentence 2 of 21". */
export const sentenceOfText = (sentence: number, total: number) => `Sentence ${sentence} of ${total}`;
