import type { FormikProps } from 'formik';

/** The TextField props binding one formik field: value, handlers and its message once touched. */
export function fieldProps<Values extends object>(
  formik: FormikProps<Values>,
  name: keyof Values & string,
) {
  const message = formik.touched[name] ? formik.errors[name] : undefined;
  const text = typeof message === 'string' ? message : undefined;
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
