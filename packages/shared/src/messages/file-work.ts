/**
 * File work (imports, exports, CSV) runs in bounded workers (decision 047): what a caller hears
 * when a job goes over a bound or has to wait.
 */
const formatCount = (value: number) => value.toLocaleString('en-US');

export const FILE_WORK_MESSAGES = {
  tooMuchMemory: 'This file needs more memory than one job may use and was refused',
  tooDeep: 'This file nests its contents too deeply to be read and was refused',
  tooSlow: (seconds: number) => `This job took longer than ${formatCount(seconds)} seconds and was stopped`,
  busy: 'Too many files are being worked on right now. Try again in a minute.',
  userBusy: (max: number) =>
    max === 1
      ? 'You already have a file being worked on. Wait for it to finish, then try again.'
      : `You already have ${formatCount(max)} files being worked on. Wait for them to finish, then try again.`,
} as const;
