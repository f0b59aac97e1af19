import { useMutation } from '@tanstack/react-query';
import { downloadFromApi, type Period } from '@teranga/shared-ui';
import { type MutationConfig } from '@teranga/shared-ui/area';

/** The name the API gives the file too (`Content-Disposition`). */
export const earningsCsvFilename = ({ from, to }: Period) => `teranga-gains-${from}-${to}.csv`;

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

export const EARNINGS_CSV_ERROR = 'Erreur lors du téléchargement du CSV';

/** A read, but a mutation for its pending flag and its error toast (the file's answer is a blob, without a `detail`). */
export const useDownloadEarningsCsv = (config: MutationConfig<typeof downloadEarningsCsv> = {}) =>
  useMutation({ ...config, mutationFn: downloadEarningsCsv, meta: { errorMessage: EARNINGS_CSV_ERROR } });
