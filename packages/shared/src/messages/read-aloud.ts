/** Read-aloud in the chapter reader: the player's texts. */
export const READ_ALOUD_MESSAGES = {
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

/** "Sleep in 15 min" as the timer's choice label. */
export const sleepAfterLabel = (minutes: number) => `${minutes} min`;
