// How the return names a fuel or charge level and a reading: eighths of a tank ('Empty', '3/8', 'Full'),
// a battery in percent in the page's language ('70 %', '70%', '٧٠٪'), a reading with its unit.
import { useTranslation } from '@rental/i18n';
import { useMemo } from 'react';
import { useAppServices } from '../../shared/app-services.tsx';
import { formatLocale } from '../../shared/format.ts';

/** A level as levelChoices() gives it. */
export interface LevelChoice {
  percent: number;
  eighths?: number;
}

/** The name of a level, and a reading with its unit ('12,345 km'), in the page's language. */
export function useLevelWords() {
  const { t } = useTranslation('check-out');
  const { context, format } = useAppServices();
  return useMemo(() => {
    let percent: Intl.NumberFormat | undefined;
    return {
      level(choice: LevelChoice): string {
        if (choice.eighths === undefined) {
          percent ??= new Intl.NumberFormat(formatLocale(context), { style: 'percent' });
          return percent.format(choice.percent / 100);
        }
        if (choice.eighths === 0) return t('odometer.empty');
        if (choice.eighths === 8) return t('odometer.full');
        return t('odometer.eighths', { count: choice.eighths });
      },
      reading: (value: number, unit: string) => `${format.whole(value)} ${unit}`,
    };
  }, [t, context, format]);
}
