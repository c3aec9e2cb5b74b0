import type { FormRule } from 'antd';
import {
  checkConfirm,
  checkEmail,
  checkEmailOrMobile,
  checkMobile,
  checkPassword,
  checkRequired,
  type ValidationKey,
} from './validation';

type Translate = (key: string) => string;

/** Adapts a pure check to an antd rule whose message comes from the `auth` namespace. */
function rule(t: Translate, check: (value: string | undefined) => ValidationKey | null): FormRule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const key = check(value);
      if (key) throw new Error(t(`auth:${key}`));
    },
  };
}

/** The antd rules of the account forms (register, sign-in, reset, settings). */
export function formRules(t: Translate) {
  const required = rule(t, checkRequired);
  return {
    required: [required],
    email: [required, rule(t, checkEmail)],
    optionalEmail: [rule(t, checkEmail)],
    mobile: [required, rule(t, checkMobile)],
    optionalMobile: [rule(t, checkMobile)],
    emailOrMobile: [required, rule(t, checkEmailOrMobile)],
    password: [required, rule(t, checkPassword)],
    /** The confirm entry must match the field named `passwordField`. */
    confirm: (passwordField: string): FormRule[] => [
      required,
      ({ getFieldValue }) => ({
        validator: async (_rule, value: string | undefined) => {
          const key = checkConfirm(getFieldValue(passwordField) as string | undefined, value);
          if (key) throw new Error(t(`auth:${key}`));
        },
      }),
    ],
  };
}
