import { useMutation } from '@tanstack/react-query';
import { downloadFromApi, type Period } from '@teranga/shared-ui';

export interface StatementCsvInput extends Period {
  restaurantId: string;
}

export const STATEMENT_CSV_MESSAGES = {
  failed: 'Erreur lors du téléchargement du relevé',
} as const;

/** The name the file is saved under: the API's own (`Content-Disposition`), which a script download cannot read. */
export const statementCsvFilename = ({ from, to }: Period) => `teranga-releve-${from}-${to}.csv`;

/** `GET /restaurants/:id/statements?from=&to=&format=csv`, saved with the session's token (a plain link has none). */
export const downloadStatementCsv = ({ restaurantId, from, to }: StatementCsvInput): Promise<void> =>
  downloadFromApi(
    `/restaurants/${encodeURIComponent(restaurantId)}/statements`,
    { from, to, format: 'csv' },
    statementCsvFilename({ from, to }),
  );

export const useDownloadStatementCsv = () =>
  useMutation({ mutationFn: downloadStatementCsv, meta: { errorMessage: STATEMENT_CSV_MESSAGES.failed } });
