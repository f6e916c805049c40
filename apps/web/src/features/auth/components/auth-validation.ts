import {
  type LoginBody,
  loginBodySchema,
  type RegisterBody,
  registerBodySchema,
} from '@quire/shared/schemas/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';

/**
 * The sign-in form's validation: the contract's schemas (and zod with them). The form loads this
 * module when it is first used (focus or submit), so the sign-in page's first load has no zod.
 */
export type AuthMode = 'login' | 'register';
export type FieldName = 'name' | 'email' | 'password';
export type FieldValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export type AuthValidation =
  | { ok: true; login: LoginBody; register: RegisterBody }
  | { ok: false; errors: FieldErrors };

/**
 * Spec §5: trims the values, checks them with the contract's schemas and keeps the first message
 * of each field. The name is only checked when registering.
 */
export function validateAuthForm(mode: AuthMode, values: FieldValues): AuthValidation {
  const trimmed = { name: values.name.trim(), email: values.email.trim(), password: values.password.trim() };
  const result =
    mode === 'login'
      ? loginBodySchema.safeParse({ email: trimmed.email, password: trimmed.password })
      : registerBodySchema.safeParse(trimmed);
  if (result.success) {
    return {
      ok: true,
      login: { email: trimmed.email, password: trimmed.password },
      register: trimmed,
    };
  }
  return { ok: false, errors: firstIssueByField(result.error.issues) };
}

function firstIssueByField(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'password') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

const trimValues = (values: FieldValues): FieldValues => ({
  name: values.name.trim(),
  email: values.email.trim(),
  password: values.password.trim(),
});

/**
 * The form's resolver: the contract's schema for the mode (the name only when registering), on the
 * trimmed values; the first message of each field shows.
 */
export const authResolver =
  (mode: AuthMode): Resolver<FieldValues> =>
  async (values, context, options) => {
    const trimmed = trimValues(values);
    const schema = mode === 'login' ? loginBodySchema : registerBodySchema;
    // The login schema has no name field: its options are the form's, minus that name.
    const result = await zodResolver(schema)(trimmed, context, options as never);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values: trimmed, errors: {} };
  };
