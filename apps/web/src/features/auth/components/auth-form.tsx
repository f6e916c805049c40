import { AUTH_MESSAGES } from '@quire/shared/messages';
import { LOGIN_REDIRECT_DELAY_MS } from '@quire/shared/constants';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toasts';
import { Button } from '@/components/ui/button';
import { Field, fieldErrorId, Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { getAuthErrorMessage } from '../api/auth-error-message';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { useAuth } from './auth-provider';
import type { AuthMode, FieldErrors, FieldName, FieldValues } from './auth-validation';

export type { AuthMode } from './auth-validation';

const EMPTY_VALUES: FieldValues = { name: '', email: '', password: '' };

/** The validation (the contract's schemas, zod) is a chunk of its own, asked for on first use. */
const loadValidation = () => import('./auth-validation');

/** The form's resolver (see auth-validation.ts), once its code is in. */
const authResolver =
  (mode: AuthMode): Resolver<FieldValues> =>
  async (values, context, options) =>
    (await loadValidation()).authResolver(mode)(values, context, options);

const COPY = {
  login: {
    heading: AUTH_MESSAGES.welcomeBack,
    intro: 'Sign in to pick up right where you left off.',
    submit: 'Sign In',
    busy: 'Signing in...',
    switchText: AUTH_MESSAGES.switchToRegister,
  },
  register: {
    heading: 'Create Account',
    intro: 'Start your personal library. It takes less than a minute.',
    submit: 'Create Account',
    busy: 'Creating account...',
    switchText: AUTH_MESSAGES.switchToLogin,
  },
} as const;

/** Splits "Question? Action" so the action can be emphasised; the accessible text is unchanged. */
function splitSwitchText(text: string): [string, string] {
  const at = text.indexOf('? ');
  return at === -1 ? ['', text] : [text.slice(0, at + 1), text.slice(at + 2)];
}

export function AuthForm({
  initialMode = 'login',
  alternatives,
}: {
  initialMode?: AuthMode;
  /** Other ways in, shown under the form (single sign-on, decision 051). */
  alternatives?: ReactNode;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors: fieldErrors },
  } = useForm<FieldValues>({
    defaultValues: EMPTY_VALUES,
    resolver: authResolver(mode),
    // An error stays until its field is edited (then it clears) or the form is sent again.
    reValidateMode: 'onSubmit',
  });
  const errors: FieldErrors = {
    name: fieldErrors.name?.message,
    email: fieldErrors.email?.message,
    password: fieldErrors.password?.message,
  };
  const [redirecting, setRedirecting] = useState(false);
  const idPrefix = useId();
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const loginMutation = useLogin();
  const registerMutation = useRegister();

  const isBusy = loginMutation.isPending || registerMutation.isPending || redirecting;
  const copy = COPY[mode];
  const fieldId = (field: FieldName) => `${idPrefix}-${field}`;

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => navigate('/dashboard'), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [redirecting, navigate]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    reset(EMPTY_VALUES);
  };

  // Valid, trimmed values (the resolver's output); the first invalid field has the focus otherwise.
  const onSubmit = (values: FieldValues) => {
    if (isBusy) return;
    const onError = (error: unknown) => toast.error(getAuthErrorMessage(error));

    if (mode === 'login') {
      loginMutation.mutate(
        { email: values.email, password: values.password },
        {
          onSuccess: (answer) => {
            if (typeof answer?.token !== 'string' || answer.token === '') {
              toast.error(AUTH_MESSAGES.fallback);
              return;
            }
            signIn(answer.token, answer.user);
            toast.success(AUTH_MESSAGES.loginSuccess);
            setRedirecting(true);
          },
          onError,
        },
      );
    } else {
      registerMutation.mutate(values, {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.registerSuccess);
          switchMode('login');
        },
        onError,
      });
    }
  };

  const inputProps = (field: FieldName) => ({
    id: fieldId(field),
    ...register(field, { onChange: () => clearErrors(field) }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? fieldErrorId(fieldId(field)) : undefined,
  });

  const [switchQuestion, switchAction] = splitSwitchText(copy.switchText);

  return (
    <div className="w-full">
      <div className="mb-8">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-ink-900 sm:text-[2.125rem]">
          {copy.heading}
        </h1>
        <p className="mt-2 text-ink-600">{copy.intro}</p>
      </div>

      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        // The validation code is fetched as soon as someone starts filling the form in.
        onFocus={() => void loadValidation()}
        className="space-y-5"
        aria-label={copy.heading}
      >
        {mode === 'register' ? (
          <Field id={fieldId('name')} label="Name" error={errors.name}>
            <Input {...inputProps('name')} type="text" autoComplete="name" placeholder="Your name" />
          </Field>
        ) : null}
        <Field id={fieldId('email')} label="Email" error={errors.email}>
          <Input
            {...inputProps('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
          />
        </Field>
        <Field id={fieldId('password')} label="Password" error={errors.password}>
          <PasswordInput
            {...inputProps('password')}
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            placeholder={mode === 'login' ? 'Your password' : 'At least 6 characters'}
          />
        </Field>

        <Button type="submit" size="lg" className="w-full" isLoading={isBusy}>
          {redirecting ? 'Redirecting...' : isBusy ? copy.busy : copy.submit}
        </Button>
      </form>

      {alternatives}

      <p className="mt-8 text-center text-sm">
        <button
          type="button"
          onClick={() => switchMode(mode === 'login' ? 'register' : 'login')}
          disabled={isBusy}
          className="rounded-md px-1 py-0.5 text-ink-600 transition hover:text-ink-900 disabled:opacity-60"
        >
          {switchQuestion ? `${switchQuestion} ` : null}
          <span className="font-semibold text-accent-700 underline-offset-4 hover:underline">
            {switchAction}
          </span>
        </button>
      </p>
    </div>
  );
}
