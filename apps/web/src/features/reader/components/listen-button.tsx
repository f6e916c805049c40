import { READ_ALOUD_MESSAGES } from '@quire/shared/messages/read-aloud';
import { Headphones, Pause } from 'lucide-react';
import type { ReadAloud } from '../hooks/use-read-aloud';
import { ReaderIconButton } from './reader-icon-button';

/** The Listen button in the reader's header: starts read-aloud, or pauses and resumes it. */
export function ListenButton({ readAloud }: { readAloud: ReadAloud }) {
  const playing = readAloud.state.status === 'playing';
  return (
    <ReaderIconButton
      label={playing ? READ_ALOUD_MESSAGES.pause : READ_ALOUD_MESSAGES.listen}
      title={`${playing ? READ_ALOUD_MESSAGES.pause : READ_ALOUD_MESSAGES.listen} (L)`}
      pressed={readAloud.open}
      onClick={() => void readAloud.toggle()}
    >
      {playing ? (
        <Pause className="size-5" aria-hidden="true" />
      ) : (
        <Headphones className="size-5" aria-hidden="true" />
      )}
    </ReaderIconButton>
  );
}
