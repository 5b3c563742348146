import type { ExportSource } from '@x4i/shared/domain';
import { PRODUCT_NAME } from '../mail/notifications.js';

/** The source the team's downloads name: the product's own records, as they stand on the day of the download. */
export const teamRecords = (at = new Date()): ExportSource => ({ name: `${PRODUCT_NAME} admin records (team only)`, year: at.toISOString().slice(0, 10) });
