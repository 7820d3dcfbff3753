// What the products routes answer: the catalogue, its summary, stock moves, and consumption charged to stays.
// Money: price, costPrice, unitPrice, totalAmount and unitCost are integer centavos; stock and stock-move quantities
// are decimal strings with two places, as numeric(10,2) reads (decisions 0012 and 0015).
import type { Product } from "../schema/products";
import type { StockMoveKind } from "../enums";

/** A row of the products table, as the server reads it (timestamps as Date). */
export type { Product };

/** A product or service as GET/POST/PUT /api/products answer it. */
export type ProductView = Omit<Product, "createdAt" | "updatedAt"> & { createdAt: string; updatedAt: string };

/** GET /api/products/summary: the page's four cards, over the whole catalogue. */
export interface ProductSummary {
  total: number;
  active: number;
  /** Category food ('Alimentação'). */
  food: number;
  /** Category service ('Serviço'). */
  services: number;
}

/** Who did something, as lists show it. */
export interface UserName {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** GET /api/products/:id/stock-moves: one change of the stock, newest first. */
export interface StockMoveView {
  id: string;
  kind: StockMoveKind;
  /** Signed decimal string: positive in, negative out. */
  quantity: string;
  /** Centavos per unit, for an 'entrada'. */
  unitCost: number | null;
  /** The despesa that paid for an 'entrada', when one was recorded. */
  lancamentoId: string | null;
  note: string | null;
  createdAt: string;
  createdBy: UserName | null;
}

/** A consumption line as the front desk and the product's history read it. */
export interface ConsumptionView {
  id: string;
  reservationId: string | null;
  productId: string;
  productName: string;
  productCategory: string;
  productUnit: string | null;
  quantity: number;
  /** Centavos, the product's price when it was charged. */
  unitPrice: number;
  /** Centavos: unitPrice x quantity. */
  totalAmount: number;
  consumedAt: string;
  createdBy: UserName | null;
  /** Whether the user who asked may remove it: the owner, or its clerk on the pousada day it was charged. */
  removable: boolean;
}

/** GET /api/products/:id/consumption: the item's history, with the guest and room it was charged to. */
export type ProductConsumptionView = ConsumptionView & {
  guest: { id: string; firstName: string; lastName: string };
  room: { id: string; number: string } | null;
};

/** POST /api/products/:id/stock-entries: the product as it now stands and the move written. */
export interface StockEntryResult {
  product: ProductView;
  move: StockMoveView;
}
