import { PROFILE_MESSAGES } from '@quire/shared/messages';
import { Panel } from '@/components/ui/panel';
import { READING_INTERESTS, USER_LANGUAGES, USER_THEMES } from '@quire/shared/constants';
import { type UserResponse, updateProfileBodySchema } from '@quire/shared/schemas/auth';
import { clsx } from 'clsx';
import { ArrowLeft, Check, CircleAlert, CircleCheck, ExternalLink, Monitor, Moon, Sun } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Field, fieldErrorId, Input, inputStyles } from '@/components/ui/input';
import { saveErrorMessage, useUpdateProfile } from '../api/update-profile';
import { previewTheme } from '../lib/appearance';
import { AccountSecurity } from './account-security';
import { AvatarPicker } from './avatar-picker';
import { SettingsToggle } from './settings-toggle';
import { links } from '@/lib/links';

const BIO_MAX = 1000;

const NOTIFICATION_HINTS: Record<string, string> = {
  emailNotifications: 'Also send important notifications to your e-mail address.',
  newComments: 'Someone comments on a book you published.',
  newLikes: 'Someone likes a book you published.',
  newRatings: 'Someone rates a book you published.',
  newChapters: 'A book you marked as a favorite gets a new chapter.',
  achievementAlerts: 'You unlock a reading achievement.',
};

const PRIVACY_HINTS: Record<string, string> = {
  publicProfile: 'Other readers can see your profile. When off, they only see your name.',
  showReadingActivity: 'Show the books you finished and the pages you read on your profile.',
  showBookshelf: 'Show the books on your shelves on your profile.',
};

const THEME_OPTIONS: Record<string, { label: string; icon: typeof Sun }> = {
  light: { label: 'Light', icon: Sun },
  dark: { label: 'Dark', icon: Moon },
  system: { label: 'System', icon: Monitor },
};

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

type SaveStatus = 'idle' | 'saving' | 'success' | 'error';

type ProfileDraft = Pick<
  UserResponse,
  'name' | 'bio' | 'readingPreferences' | 'notificationSettings' | 'privacySettings' | 'theme' | 'language'
>;

/** The contract's profile schema checks the fields the form edits. */
const profileResolver = zodResolver(
  updateProfileBodySchema.pick({
    name: true,
    bio: true,
    readingPreferences: true,
    notificationSettings: true,
    privacySettings: true,
    theme: true,
    language: true,
  }),
) as unknown as Resolver<ProfileDraft>;

const toDraft = (user: UserResponse): ProfileDraft => ({
  name: user.name,
  bio: user.bio,
  readingPreferences: [...user.readingPreferences],
  notificationSettings: { ...user.notificationSettings },
  privacySettings: { ...user.privacySettings },
  theme: user.theme,
  language: user.language,
});

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

export interface ProfileSettingsProps {
  user: UserResponse;
  /** The saved profile from the server (cache update for every screen). */
  onSaved: (user: UserResponse) => void;
  onTokenReplaced: (token: string) => void;
  onSignedOut: () => void;
  onBack: () => void;
  /** Sections other features add below the settings (composed by the route), before Account. */
  extraSections?: ReactNode;
}

/** The Profile Settings screen (spec §2, §4 Profile save, §5, §8). */
export function ProfileSettings({
  user,
  onSaved,
  onTokenReplaced,
  onSignedOut,
  onBack,
  extraSections,
}: ProfileSettingsProps) {
  const formId = useId();
  const nameId = useId();
  const bioId = useId();
  const languageId = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    reset,
    formState: { errors },
  } = useForm<ProfileDraft>({
    defaultValues: toDraft(user),
    resolver: profileResolver,
    reValidateMode: 'onSubmit',
  });
  const draft = watch();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateProfile();

  const dirty = JSON.stringify(draft) !== JSON.stringify(toDraft(user));

  // The chosen theme shows at once; leaving without saving brings the saved one back.
  useEffect(() => {
    previewTheme(draft.theme);
  }, [draft.theme]);
  useEffect(() => () => previewTheme(null), []);

  const edited = () => {
    if (status !== 'saving') {
      setStatus('idle');
      setError(null);
    }
  };

  const edit = (changes: Partial<ProfileDraft>) => {
    for (const [key, value] of Object.entries(changes) as [keyof ProfileDraft, never][]) {
      setValue(key, value, { shouldDirty: true });
    }
    edited();
  };

  const toggleInterest = (interest: string) =>
    edit({
      readingPreferences: draft.readingPreferences.includes(interest)
        ? draft.readingPreferences.filter((item) => item !== interest)
        : [...draft.readingPreferences, interest],
    });

  const cancel = () => {
    reset(toDraft(user));
    setStatus('idle');
    setError(null);
  };

  const onValid = () => {
    setStatus('saving');
    setError(null);
    // The whole profile object, with the edits on top.
    save.mutate(
      { ...user, ...getValues() },
      {
        onSuccess: (answer) => {
          setStatus('success');
          reset(toDraft(answer.user));
          onSaved(answer.user);
          toast.success(PROFILE_MESSAGES.updated);
        },
        onError: (failure) => {
          console.error('Profile update failed', failure);
          setStatus('error');
          setError(saveErrorMessage(failure));
        },
      },
    );
  };

  const languages = USER_LANGUAGES.includes(draft.language as (typeof USER_LANGUAGES)[number])
    ? [...USER_LANGUAGES]
    : [...USER_LANGUAGES, draft.language];

  return (
    <div className="pb-32">
      <div>
        <div className="mx-auto flex max-w-6xl items-center gap-3">
          <Button
            variant="ghost"
            size="sm"
            onClick={onBack}
            icon={<ArrowLeft className="size-4" aria-hidden="true" />}
          >
            Back
          </Button>
          <Link
            to={links.publicProfile(user.id)}
            className="ml-auto hidden items-center gap-1.5 rounded-md text-sm font-medium text-accent-700 underline-offset-4 hover:underline sm:inline-flex"
          >
            View public profile
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </div>

      <div className="max-w-6xl pt-6">
        <div className="mb-8">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-4xl">
            Profile Settings
          </h1>
          <p className="mt-1.5 text-ink-600">How you appear to other readers, and how Quire works for you.</p>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
          <aside
            aria-label="Your profile"
            className="rounded-2xl border border-paper-200 bg-white p-6 text-center shadow-card lg:sticky lg:top-24"
          >
            <AvatarPicker name={user.name} avatar={user.avatar} onUploaded={onSaved} />
            <h2 className="mt-4 font-serif text-xl font-semibold break-words text-ink-900">{user.name}</h2>
            <p className="mt-0.5 text-sm break-all text-ink-600">{user.email}</p>
            <p className="mt-3 text-xs tracking-wide text-ink-600 uppercase">
              Member since {memberSince(user.createdAt)}
            </p>
            <Link
              to={links.publicProfile(user.id)}
              className="mt-4 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-accent-700 underline-offset-4 hover:underline sm:hidden"
            >
              View public profile
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          </aside>

          <div className="min-w-0 space-y-6">
            <form id={formId} onSubmit={handleSubmit(onValid)} noValidate className="space-y-6">
              <Panel title="Basic Information" description="Your name and a few words about you.">
                <div className="space-y-5">
                  <Field id={nameId} label="Display Name" error={errors.name?.message}>
                    <Input
                      id={nameId}
                      type="text"
                      autoComplete="name"
                      maxLength={100}
                      aria-invalid={errors.name ? true : undefined}
                      aria-describedby={errors.name ? fieldErrorId(nameId) : undefined}
                      {...register('name', { onChange: edited })}
                    />
                  </Field>
                  <Field
                    id={bioId}
                    label="Bio"
                    error={errors.bio?.message}
                    hint={
                      <span className="text-xs text-ink-600 tabular-nums">
                        {draft.bio.length}/{BIO_MAX}
                      </span>
                    }
                  >
                    <textarea
                      id={bioId}
                      rows={4}
                      maxLength={BIO_MAX}
                      placeholder="What do you love to read?"
                      {...register('bio', { onChange: edited })}
                      className={clsx(inputStyles, 'h-auto min-h-28 resize-y py-3 leading-relaxed')}
                    />
                  </Field>
                </div>
              </Panel>

              <Panel
                title="Reading Interests"
                description="Pick the kinds of books you enjoy; we use them for recommendations."
              >
                <ul className="flex flex-wrap gap-2">
                  {READING_INTERESTS.map((interest) => {
                    const selected = draft.readingPreferences.includes(interest);
                    return (
                      <li key={interest}>
                        <button
                          type="button"
                          aria-pressed={selected}
                          onClick={() => toggleInterest(interest)}
                          className={clsx(
                            'inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition',
                            selected
                              ? 'border-accent-600 bg-accent-600 text-white hover:bg-accent-700'
                              : 'border-paper-300 bg-paper-50 text-ink-700 hover:border-ink-300 hover:text-ink-900',
                          )}
                        >
                          {selected ? <Check className="-ml-0.5 size-3.5" aria-hidden="true" /> : null}
                          {interest}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </Panel>

              <Panel title="Notification Preferences" description="Choose what Quire tells you about.">
                <div className="-my-3.5 divide-y divide-paper-200">
                  {Object.entries(draft.notificationSettings).map(([name, value]) => (
                    <SettingsToggle
                      key={name}
                      name={name}
                      checked={value}
                      description={NOTIFICATION_HINTS[name]}
                      onChange={(checked) =>
                        edit({ notificationSettings: { ...draft.notificationSettings, [name]: checked } })
                      }
                    />
                  ))}
                </div>
              </Panel>

              <Panel title="Privacy Settings" description="Decide what other readers can see.">
                <div className="-my-3.5 divide-y divide-paper-200">
                  {Object.entries(draft.privacySettings).map(([name, value]) => (
                    <SettingsToggle
                      key={name}
                      name={name}
                      checked={value}
                      description={PRIVACY_HINTS[name]}
                      onChange={(checked) =>
                        edit({ privacySettings: { ...draft.privacySettings, [name]: checked } })
                      }
                    />
                  ))}
                </div>
              </Panel>

              <Panel
                title="Appearance & Language"
                description="Applies across Quire on every device you use."
              >
                <div className="space-y-5">
                  <fieldset>
                    <legend className="text-sm font-medium text-ink-800">Theme</legend>
                    <div className="mt-2 grid grid-cols-3 gap-2 sm:max-w-md">
                      {USER_THEMES.map((theme) => {
                        const { label, icon: Icon } = THEME_OPTIONS[theme] ?? { label: theme, icon: Sun };
                        const checked = draft.theme === theme;
                        return (
                          <label
                            key={theme}
                            className={clsx(
                              'flex cursor-pointer flex-col items-center gap-1.5 rounded-xl border px-3 py-3 text-sm font-medium transition',
                              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
                              checked
                                ? 'border-accent-600 bg-accent-50 text-accent-800'
                                : 'border-paper-300 bg-paper-50 text-ink-700 hover:border-ink-300',
                            )}
                          >
                            <input
                              type="radio"
                              value={theme}
                              {...register('theme', { onChange: edited })}
                              className="sr-only"
                            />
                            <Icon className="size-5" aria-hidden="true" />
                            {label}
                          </label>
                        );
                      })}
                    </div>
                  </fieldset>
                  <Field id={languageId} label="Language" className="sm:max-w-xs">
                    <select
                      id={languageId}
                      {...register('language', { onChange: edited })}
                      className={clsx(inputStyles, 'appearance-auto pr-8')}
                    >
                      {languages.map((code) => (
                        <option key={code} value={code}>
                          {LANGUAGE_NAMES[code] ?? code}
                        </option>
                      ))}
                    </select>
                  </Field>
                </div>
              </Panel>
            </form>

            {extraSections}

            <Panel title="Account" description="Password and sessions.">
              <AccountSecurity onTokenReplaced={onTokenReplaced} onSignedOut={onSignedOut} />
            </Panel>
          </div>
        </div>
      </div>

      <div className="fixed inset-x-0 bottom-16 z-20 border-t md:bottom-0 lg:left-64 border-paper-200 bg-paper-50/95 backdrop-blur supports-[backdrop-filter]:bg-paper-50/80">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:pl-[calc(17rem+1.5rem)]">
          <SaveStatusLine status={status} error={error} dirty={dirty} />
          <div className="ml-auto flex gap-2">
            <Button variant="ghost" onClick={cancel} disabled={status === 'saving'}>
              Cancel
            </Button>
            <Button type="submit" form={formId} isLoading={status === 'saving'}>
              {status === 'saving' ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function SaveStatusLine({
  status,
  error,
  dirty,
}: {
  status: SaveStatus;
  error: string | null;
  dirty: boolean;
}) {
  let content: ReactNode = null;
  if (status === 'error' && error) {
    content = (
      <span role="alert" className="flex items-start gap-1.5 text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {error}
      </span>
    );
  } else if (status === 'saving') {
    content = <span className="text-ink-600">Saving your changes…</span>;
  } else if (status === 'success' && !dirty) {
    content = (
      <span className="flex items-center gap-1.5 text-sage-700">
        <CircleCheck className="size-4" aria-hidden="true" />
        All changes saved
      </span>
    );
  } else if (dirty) {
    content = (
      <span className="flex items-center gap-2 text-ink-700">
        <span className="size-2 rounded-full bg-accent-600" aria-hidden="true" />
        Unsaved changes
      </span>
    );
  }
  return (
    <p aria-live="polite" className="min-w-0 flex-1 basis-48 text-sm">
      {content}
    </p>
  );
}
