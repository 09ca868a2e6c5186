import { useCallback, useRef } from 'react';
import type { FormEvent } from 'react';
import type { FormikProps } from 'formik';
import { refusalText } from '../lib/i18n-errors';

/**
 * The TextField props binding one formik field: value, handlers and its message once touched,
 * in the reader's language (the schemas' messages are refusals: lib/i18n-errors.ts).
 */
export function fieldProps<Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
) {
  // formik keeps what yup reported: the schema's Refusal, though its type says string.
  const message: unknown = formik.touched[name] ? formik.errors[name] : undefined;
  const text = message === undefined || message === '' ? undefined : refusalText(message);
  return {
    id: `field-${name}`,
    name,
    value: formik.values[name] as unknown as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(text),
    helperText: text,
  };
}

/**
 * A form's submit handler that lets one submission run at a time: a second submit (double
 * click, Enter) while the first is validating or writing is dropped, so a form writes once.
 */
export function useSubmitOnce<Values extends object>(
  formik: Pick<FormikProps<Values>, 'submitForm'>,
): (event?: FormEvent<HTMLFormElement>) => void {
  const running = useRef(false);
  const { submitForm } = formik;
  return useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (running.current) return;
      running.current = true;
      submitForm()
        .catch((error: unknown) => console.error(error))
        .finally(() => {
          running.current = false;
        });
    },
    [submitForm],
  );
}
