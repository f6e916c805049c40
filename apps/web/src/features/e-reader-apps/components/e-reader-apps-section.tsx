import { BOOKS_OUT_MESSAGES as M } from '@quire/shared/messages/books-out';
import { appPasswordCreateSchema } from '@quire/shared/schemas/books-out';
import type { AppPassword } from '@quire/shared/schemas/books-out';
import { clsx } from 'clsx';
import { BookOpenText, Check, Copy, KeyRound, Smartphone, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field, fieldErrorId, Input } from '@/components/ui/input';
import { ErrorState } from '@/components/ui/query-states';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAppPasswords, useCreateAppPassword, useRevokeAppPassword } from '../api/app-passwords';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) && error.status > 0 && error.status < 500 ? error.message : fallback;

/** Copies text, saying so on the button for a moment; a refusal (no clipboard) gets a toast. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(M.copyFailed);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={() => void copy()}
      aria-label={`${copied ? M.copied : M.copy} ${label}`}
      icon={
        copied ? (
          <Check className="size-4 text-emerald-700" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )
      }
    >
      {copied ? M.copied : M.copy}
    </Button>
  );
}

/**
 * "E-reader apps (OPDS)" on the profile screen: the catalogue address, app passwords created per
 * device (the secret shown once, with a copy button), listed and revoked.
 */
export function EReaderAppsSection() {
  const headingId = useId();
  const list = useAppPasswords();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-paper-200 bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex items-start gap-3">
        <BookOpenText className="mt-1 size-5 shrink-0 text-ink-500" aria-hidden="true" />
        <div>
          <h2 id={headingId} className="font-serif text-lg font-semibold text-ink-900">
            {M.sectionTitle}
          </h2>
          <p className="mt-0.5 text-sm text-ink-600">{M.sectionIntro}</p>
        </div>
      </div>

      <div className="mt-5 divide-y divide-paper-200">
        <CopyableAddress label={M.catalogueUrlLabel} url={list.data?.catalogueUrl} loading={list.isPending} />
        <CopyableAddress
          label={M.koreaderUrlLabel}
          hint={M.koreaderHint}
          url={list.data?.koreaderUrl}
          loading={list.isPending}
        />
        <div className="py-6">
          {created ? (
            <NewSecret {...created} onDone={() => setCreated(null)} />
          ) : (
            <CreateForm onCreated={setCreated} />
          )}
        </div>
        <div className="pt-6">
          <h3 className="font-medium text-ink-900">{M.listTitle}</h3>
          <div className="mt-3">
            {list.isPending ? (
              <div aria-busy="true" aria-live="polite" className="space-y-2">
                <span className="sr-only">{M.loading}</span>
                <Skeleton className="h-16 w-full rounded-xl" />
                <Skeleton className="h-16 w-full rounded-xl" />
              </div>
            ) : list.isError ? (
              <ErrorState
                what="your app passwords"
                onRetry={() => void list.refetch()}
                isRetrying={list.isFetching}
              />
            ) : list.data.appPasswords.length === 0 ? (
              <p className="rounded-xl border border-dashed border-paper-300 bg-paper-50 px-4 py-5 text-center text-sm text-ink-600">
                {M.empty}
              </p>
            ) : (
              <ul className="space-y-2" aria-label={M.listTitle}>
                {list.data.appPasswords.map((appPassword) => (
                  <AppPasswordRow key={appPassword.id} appPassword={appPassword} />
                ))}
              </ul>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

/** An address to paste into an e-reader app, with a copy button and what to do with it. */
function CopyableAddress({
  label,
  hint,
  url,
  loading,
}: {
  label: string;
  hint?: string;
  url: string | undefined;
  loading: boolean;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="py-6 first:pt-0">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
        {loading || !url ? (
          <Skeleton className="h-11 w-full rounded-xl sm:max-w-md" />
        ) : (
          <>
            <Input
              id={id}
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={hint ? hintId : undefined}
              className="min-w-0 bg-paper-50 font-mono text-sm sm:max-w-md sm:flex-1"
            />
            <CopyButton text={url} label={label.toLowerCase()} />
          </>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-2 max-w-prose text-sm text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateAppPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = appPasswordCreateSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    create.mutate(parsed.data.name, {
      onSuccess: (answer) => {
        setName('');
        onCreated({ name: answer.appPassword.name, secret: answer.secret });
      },
      onError: (failure) => {
        const message = messageOf(failure, M.createFailed);
        if (isApiError(failure) && failure.status === 400) setError(message);
        else toast.error(message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field id={id} label={M.deviceNameLabel} error={error} className="min-w-0 flex-1 sm:max-w-sm">
        <Input
          id={id}
          value={name}
          maxLength={80}
          autoComplete="off"
          placeholder={M.deviceNamePlaceholder}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? fieldErrorId(id) : undefined}
        />
      </Field>
      <Button
        type="submit"
        isLoading={create.isPending}
        className="sm:mt-7"
        icon={<KeyRound className="size-4" aria-hidden="true" />}
      >
        {create.isPending ? M.creating : M.createButton}
      </Button>
    </form>
  );
}

function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const headingId = useId();
  // Focus moves to the new password's panel so keyboard and screen reader users find it.
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="rounded-xl border border-accent-600/30 bg-accent-50 p-4 outline-none focus-visible:ring-3 focus-visible:ring-accent-600/30 sm:p-5"
    >
      <h3 id={headingId} className="font-medium text-ink-900">
        {M.newPasswordLabel}: {name}
      </h3>
      <p className="mt-0.5 text-sm text-ink-700">{M.newPasswordHint}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          data-testid="app-password-secret"
          className="block min-w-0 rounded-lg border sm:flex-1 border-paper-300 bg-white px-3 py-2.5 font-mono text-sm [overflow-wrap:anywhere] text-ink-900 select-all"
        >
          {secret}
        </code>
        <div className="flex gap-2">
          <CopyButton text={secret} label={M.newPasswordLabel.toLowerCase()} />
          <Button type="button" variant="secondary" size="sm" onClick={onDone}>
            {M.done}
          </Button>
        </div>
      </div>
    </section>
  );
}

function AppPasswordRow({ appPassword }: { appPassword: AppPassword }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeAppPassword();
  const run = () =>
    revoke.mutate(appPassword.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(messageOf(error, M.revokeFailed)),
    });

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-paper-200 bg-paper-50/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <Smartphone className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="truncate font-medium text-ink-900">{appPassword.name}</p>
          <p className="text-sm text-ink-600">
            {M.createdOn(formatDate(appPassword.createdAt))}
            <span aria-hidden="true"> · </span>
            <span className={clsx(!appPassword.lastUsedAt && 'text-ink-500')}>
              {appPassword.lastUsedAt ? M.lastUsed(formatDate(appPassword.lastUsedAt)) : M.neverUsed}
            </span>
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setConfirming(true)}
        aria-label={M.revokeLabel(appPassword.name)}
        className="self-start sm:self-auto"
        icon={<Trash2 className="size-4" aria-hidden="true" />}
      >
        {M.revoke}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={M.revokeTitle}
        confirmLabel={M.revoke}
        tone="danger"
        isPending={revoke.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      >
        {M.revokeBody(appPassword.name)}
      </ConfirmDialog>
    </li>
  );
}
