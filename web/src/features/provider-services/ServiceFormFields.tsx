/**
 * The fields of a service, shared by Add Service and the Update Service modal: docs/product.md §5's five,
 * its category (a select) and its district (a searchable list of the 64).
 */
import type { FormikProps } from 'formik';
import { Autocomplete, Grid, InputAdornment, TextField } from '@mui/material';
import { CATEGORIES } from '@meramot/domain/categories';
import type { CategoryId } from '@meramot/domain/categories';
import { CURRENCY_SYMBOL } from '@meramot/domain/constants';
import { districtOf } from '@meramot/domain/districts';
import { latinDigits } from '@meramot/domain/format';
import type { District } from '@meramot/domain/districts';
import type { ServiceFields } from '@meramot/domain/entities';
import { addServiceSchema } from '@meramot/domain/schemas';
import { fieldProps } from '../../components/form-field';
import { DISTRICT_FILTERS, districtsByName } from '../../lib/district-options';
import { useI18n } from '../../lib/i18n';

/** The form's state: the price, category and district are '' until chosen. */
export type ServiceFormState = Omit<ServiceFields, 'servicePrice' | 'category'> & {
  servicePrice: number | '';
  category: CategoryId | '';
};

export const EMPTY_SERVICE_FORM: ServiceFormState = {
  serviceImgURL: '',
  serviceName: '',
  serviceArea: '',
  servicePrice: '',
  description: '',
  category: '',
  district: '',
};

/** A stored service's fields in the form; one listed before categories shows none chosen. */
export function formStateOf(fields: ServiceFields): ServiceFormState {
  return { ...fields, category: fields.category ?? '', district: fields.district ?? '' };
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
    category: cast.category as CategoryId,
    district: String(cast.district),
  };
}

export function ServiceFormFields({
  formik,
  idPrefix,
}: {
  formik: FormikProps<ServiceFormState>;
  idPrefix: string;
}) {
  const { t, language } = useI18n();
  const field = (name: keyof ServiceFormState & string) => {
    const props = fieldProps(formik, name);
    return { ...props, id: `${idPrefix}-${name}` };
  };
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('serviceName')}
          label={t('serviceForm.name')}
          placeholder={t('serviceForm.namePlaceholder')}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('serviceImgURL')}
          type="url"
          label={t('serviceForm.image')}
          placeholder={t('serviceForm.imagePlaceholder')}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('serviceArea')}
          label={t('serviceForm.area')}
          placeholder={t('serviceForm.areaPlaceholder')}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('servicePrice')}
          // Text, not type="number": a Bangla keyboard's digits are read as the digits they are.
          onChange={(event) =>
            void formik.setFieldValue('servicePrice', latinDigits(event.target.value))
          }
          label={t('serviceForm.price')}
          required
          fullWidth
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: {
              endAdornment: <InputAdornment position="end">{CURRENCY_SYMBOL}</InputAdornment>,
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...field('category')}
          select
          label={t('serviceForm.category')}
          required
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {t('serviceForm.chooseCategory')}
          </option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category[language]}
            </option>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DistrictField formik={formik} id={`${idPrefix}-district`} />
      </Grid>
      <Grid size={12}>
        <TextField
          {...field('description')}
          label={t('serviceForm.description')}
          placeholder={t('serviceForm.descriptionPlaceholder')}
          required
          fullWidth
          multiline
          minRows={4}
        />
      </Grid>
    </Grid>
  );
}

/** The district by name, searchable; the form holds its id. */
function DistrictField({ formik, id }: { formik: FormikProps<ServiceFormState>; id: string }) {
  const { t, language } = useI18n();
  const { helperText, error, onBlur } = fieldProps(formik, 'district');
  const value = districtOf(formik.values.district) ?? null;
  return (
    <Autocomplete<District>
      id={id}
      options={districtsByName(language)}
      value={value}
      onChange={(_event, district) => {
        void formik.setFieldValue('district', district?.id ?? '');
      }}
      getOptionLabel={(district) => district[language]}
      filterOptions={DISTRICT_FILTERS[language]}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name="district"
          label={t('serviceForm.district')}
          placeholder={t('serviceForm.districtPlaceholder')}
          required
          error={error}
          helperText={helperText}
          onBlur={onBlur}
        />
      )}
    />
  );
}
