import { Button } from '../button/button';
import { Field } from '../field/field';
import { Input } from '../input/input';
import { Cluster } from '../layout/layout';
import { presetPeriod, type Period, type PeriodPreset } from '../../lib/period';
import { periodProblem } from '../../rules/money';
import { useCommonTranslation } from '../../i18n/use-common';
import styles from './period-filter.module.css';

export interface PeriodFilterProps {
  value: Period;
  onChange: (period: Period) => void;
  /** The zone "this week" and "this month" are computed in (a restaurant's, or Paris). */
  timeZone: string;
  /** Injected in tests. */
  now?: () => Date;
  presets?: readonly PeriodPreset[];
}

/** 'Du' / 'Au' dates and quick periods, for the statements, earnings and finances pages. */
export function PeriodFilter({
  value,
  onChange,
  timeZone,
  now = () => new Date(),
  presets = ['week', 'month', 'last_month'],
}: PeriodFilterProps) {
  const { t } = useCommonTranslation();
  // The API's own rule and words: the page asks nothing for a period it would refuse.
  const problem = periodProblem(value.from, value.to);
  return (
    <div className={styles.filter}>
      <Cluster gap={2} role="group" aria-label={t('period.presets')}>
        {presets.map((preset) => {
          const period = presetPeriod(preset, now(), timeZone);
          const active = period.from === value.from && period.to === value.to;
          return (
            <Button
              key={preset}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => onChange(period)}
            >
              {t(`labels.periodPreset.${preset}`)}
            </Button>
          );
        })}
      </Cluster>
      <Cluster gap={3} className={styles.dates}>
        <Field label={t('period.from')}>
          <Input
            type="date"
            value={value.from}
            max={value.to}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
        </Field>
        <Field label={t('period.to')} error={problem}>
          <Input
            type="date"
            value={value.to}
            min={value.from}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </Field>
      </Cluster>
    </div>
  );
}
