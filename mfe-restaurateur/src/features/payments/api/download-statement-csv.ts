import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadFromApi, type Period } from '@teranga/shared-ui';
import { RESTAURATEUR_NS, tr } from '../../../i18n';

export interface StatementCsvInput extends Period {
  restaurantId: string;
}

/**
 * The name the file is saved under, in the page's language: the API's own (`Content-Disposition`)
 * cannot be read by a script download.
 */
export const statementCsvFilename = ({ from, to }: Period) => tr('payments.csvName', { from, to });

/** `GET /restaurants/:id/statements?from=&to=&format=csv`, saved with the session's token (a plain link has none). */
export const downloadStatementCsv = ({ restaurantId, from, to }: StatementCsvInput): Promise<void> =>
  downloadFromApi(
    `/restaurants/${encodeURIComponent(restaurantId)}/statements`,
    { from, to, format: 'csv' },
    statementCsvFilename({ from, to }),
  );

export function useDownloadStatementCsv() {
  const { t } = useTranslation(RESTAURATEUR_NS);
  return useMutation({ mutationFn: downloadStatementCsv, meta: { errorMessage: t('payments.downloadFailed') } });
}
