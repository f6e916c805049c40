import { PROFILE_MESSAGES, UI_TEXT } from '@quire/shared/messages';
import type { UserResponse } from '@quire/shared/schemas/auth';
import { Camera, UserRound } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { toast } from '@/lib/toasts';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { AvatarFileError, useUploadAvatar } from '../api/upload-avatar';

interface AvatarPickerProps {
  name: string;
  avatar: string | null;
  onUploaded: (user: UserResponse) => void;
}

/** Why an upload failed, as a second line under the spec's toast. */
function failureDetail(error: unknown): string | undefined {
  if (error instanceof AvatarFileError) return error.message;
  if (isApiError(error) && error.status > 0 && error.status < 500) return error.message;
  return undefined;
}

/** The avatar with an images-only picker; a chosen file uploads at once (spec §2, §8). */
export function AvatarPicker({ name, avatar, onUploaded }: AvatarPickerProps) {
  const upload = useUploadAvatar({
    onSuccess: (user) => {
      toast.success(PROFILE_MESSAGES.avatarUploaded);
      onUploaded(user);
    },
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change event again.
    event.target.value = '';
    if (!file) return;
    upload.mutate(file, {
      onError: (error) => {
        console.error('Avatar upload failed', error);
        toast.error(PROFILE_MESSAGES.avatarFailed, { description: failureDetail(error) });
      },
    });
  };

  return (
    <div className="relative mx-auto w-fit">
      <div className="size-28 overflow-hidden rounded-full bg-sage-100 ring-4 ring-paper-50 shadow-card sm:size-32">
        {avatar ? (
          <img src={avatar} alt={`${name}'s avatar`} className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-sage-700">
            <UserRound className="size-12" aria-hidden="true" />
            <span className="sr-only">{UI_TEXT.noAvatar}</span>
          </span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 grid place-items-center rounded-full bg-ink-900/55 text-paper-50">
            <Spinner className="size-7" />
            <span className="sr-only" role="status">
              Uploading avatar
            </span>
          </span>
        ) : null}
      </div>
      <label className="absolute right-0 bottom-0 grid size-10 cursor-pointer place-items-center rounded-full bg-accent-600 text-white shadow-card ring-4 ring-paper-50 transition hover:bg-accent-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600 has-[:disabled]:cursor-wait">
        <input
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={onChange}
          disabled={upload.isPending}
        />
        <Camera className="size-5" aria-hidden="true" />
        <span className="sr-only">Change avatar</span>
      </label>
    </div>
  );
}
