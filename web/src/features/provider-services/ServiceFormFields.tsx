/**
 * The five fields of a service (SPEC.md §5), shared by Add Service and the Update Service modal.
 */
import type { FormikProps } from 'formik';
import { Grid, InputAdornment, TextField } from '@mui/material';
import { CURRENCY_SYMBOL } from '@meramot/domain/constants';
import type { ServiceFields } from '@meramot/domain/entities';
import { addServiceSchema } from '@meramot/domain/schemas';
import { fieldProps } from '../../components/form-field';

/** The form's state: the price is '' until something is typed. */
export type ServiceFormState = Omit<ServiceFields, 'servicePrice'> & { servicePrice: number | '' };

export const EMPTY_SERVICE_FORM: ServiceFormState = {
  serviceImgURL: '',
  serviceName: '',
  serviceArea: '',
  servicePrice: '',
  description: '',
};

export function formStateOf(fields: ServiceFields): ServiceFormState {
  return { ...fields };
}

/** Trimmed strings and a numeric price, ready to write (call after validation passed). */
export function serviceFieldsOf(values: ServiceFormState): ServiceFields {
  const cast = addServiceSchema.cast(values, { assert: false, stripUnknown: true });
  return {
    serviceImgURL: String(cast.serviceImgURL),
    serviceName: String(cast.serviceName),
    serviceArea: String(cast.serviceArea),
    servicePrice: Number(cast.servicePrice),
    description: String(cast.description),
  };
}

export function ServiceFormFields({
  formik,
  idPrefix,
}: {
  formik: FormikProps<ServiceFormState>;
  idPrefix: string;
}) {
  const field = (name: keyof ServiceFormState & string) => {
    const props = fieldProps(formik, name);
    return { ...props, id: `${idPrefix}-${name}` };
  };
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('serviceName')}
          label="Service Name"
          placeholder="e.g. Plumbing Leak Repair"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('serviceImgURL')}
          type="url"
          label="Service Image URL"
          placeholder="https://"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('serviceArea')}
          label="Service Area"
          placeholder="e.g. Dhanmondi, Dhaka"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('servicePrice')}
          type="number"
          label="Service Price"
          required
          fullWidth
          slotProps={{
            htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
            input: {
              endAdornment: <InputAdornment position="end">{CURRENCY_SYMBOL}</InputAdornment>,
            },
          }}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('description')}
          label="Description"
          placeholder="What the service includes"
          required
          fullWidth
          multiline
          minRows={4}
        />
      </Grid>
    </Grid>
  );
}
