import type { AdminMemberOrder } from '@cloudmine/api';
import { productTexts } from './catalogue.js';

/** One machine order, pledge or fund holding as the console's member page lists it (product in English). */
export function memberOrderItem(
  kind: AdminMemberOrder['kind'],
  held: Omit<AdminMemberOrder, 'kind' | 'productName'> & { textsJson: string },
): AdminMemberOrder {
  const { textsJson, ...rest } = held;
  return { ...rest, kind, productName: productTexts(textsJson, 'en').name };
}
