import { useMutation } from '@tanstack/react-query';
import { downloadFromApi, i18n, type Period } from '@teranga/shared-ui';
import { type MutationConfig } from '@teranga/shared-ui/area';
import { useTranslation } from 'react-i18next';
import { LIVREUR_NS } from '../../../i18n';
import { livreur } from '../../../locales/fr';

/** The saved file's name, in the page's language (in French, the name the API gives it in `Content-Disposition`). */
export const earningsCsvFilename = ({ from, to }: Period) =>
  i18n.t('earnings.csvFilename', { ns: LIVREUR_NS, from, to });

/**
 * GET /livraisons/earnings?format=csv — the same lines for a spreadsheet, saved on the device.
 * Through the API client: a plain link could not carry the session's token.
 */
export const downloadEarningsCsv = (period: Period) =>
  downloadFromApi(
    '/livraisons/earnings',
    { from: period.from, to: period.to, format: 'csv' },
    earningsCsvFilename(period),
  );

/** The toast's French words, as the tests read them; the screen says them in the reader's language. */
export const EARNINGS_CSV_ERROR = livreur.earnings.csvError;

/** A read, but a mutation for its pending flag and its error toast (the file's answer is a blob, without a `detail`). */
export function useDownloadEarningsCsv(config: MutationConfig<typeof downloadEarningsCsv> = {}) {
  const { t } = useTranslation(LIVREUR_NS);
  return useMutation({ ...config, mutationFn: downloadEarningsCsv, meta: { errorMessage: t('earnings.csvError') } });
}
