/** What every product of a catalogue has: an id, a localised name and a sale switch. */
export interface CatalogueProduct {
  id: number;
  name: ProductFields['name'];
  description: ProductFields['description'];
  imageUrls: string[];
  onSale: boolean;
}

/** The form's values of the fields every product has. */
export function productFieldsOf(product: CatalogueProduct): Partial<ProductFields> {
  return {
    name: product.name,
    description: product.description,
    imageText: product.imageUrls.join('\n'),
    onSale: product.onSale,
  };
}

/** The fields every product form has; a catalogue adds its own. */
export interface ProductFields {
  name: { en: string; zh?: string; bd?: string };
  description: { en?: string; zh?: string; bd?: string };
  imageText?: string;
  onSale: boolean;
  reason: string;
}
