import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { SxProps, Theme } from '@mui/material';
import { LANGUAGES, chooseLanguage, useI18n } from '../../lib/i18n';
import type { Language } from '../../lib/i18n';

export interface LanguageSwitchProps {
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/** বাংলা / English: each name written in its own language, so a reader finds theirs. */
export function LanguageSwitch({ fullWidth = false, sx }: LanguageSwitchProps) {
  const { language, t } = useI18n();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      fullWidth={fullWidth}
      value={language}
      onChange={(_event, chosen: Language | null) => {
        // A click on the active language deselects it in MUI: keep it.
        if (chosen) void chooseLanguage(chosen);
      }}
      aria-label={t('language.switch')}
      sx={sx}
    >
      {[...LANGUAGES].reverse().map((option) => (
        <ToggleButton
          key={option}
          value={option}
          lang={option}
          sx={{ px: 1.25, py: 0.25, textTransform: 'none', fontWeight: 600 }}
        >
          {t(option === 'bn' ? 'language.bn' : 'language.en')}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
