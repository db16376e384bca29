import { PAGINATION_PARAMS, matchesCreated, paginate, type Route } from '../api.js';
import type { EmulatorContext } from '../context.js';
import { invalidRequest } from '../errors.js';
import { diffTopLevel } from '../events.js';
import { paramList, mergeMetadata, type Params } from '../params.js';
import { clone, type ProductRecord } from '../records.js';
import { newId } from '../state.js';

const CREATE_PARAMS = paramList(`
  name active default_price_data description expand id images marketing_features metadata package_dimensions
  shippable statement_descriptor tax_code tax_details type unit_label url
`);
const UPDATE_PARAMS = paramList(`
  active default_price description expand images marketing_features metadata name package_dimensions shippable
  statement_descriptor tax_code tax_details unit_label url
`);
const LIST_PARAMS = [...PAGINATION_PARAMS, ...paramList('active created ids shippable type url')];

export function createProduct(context: EmulatorContext, params: Params): ProductRecord {
  const { state, clock, events } = context;
  const id = params.string('id') ?? newId('prod');
  if (state.products.get(id)) throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  const now = clock.now();
  const product: ProductRecord = {
    id,
    object: 'product',
    active: params.bool('active') ?? true,
    created: now,
    default_price: null,
    description: params.string('description') ?? null,
    images: params.strings('images'),
    livemode: false,
    marketing_features: params.objects('marketing_features').map((feature) => ({ name: feature.string('name') })),
    metadata: mergeMetadata(null, params.metadataUpdate()),
    name: params.requiredString('name'),
    package_dimensions: null,
    shippable: params.bool('shippable') ?? null,
    statement_descriptor: params.string('statement_descriptor') ?? null,
    tax_code: params.string('tax_code') ?? null,
    tax_details: null,
    type: 'service',
    unit_label: params.string('unit_label') ?? null,
    updated: now,
    url: params.string('url') ?? null,
  };
  state.products.insert(product);
  events.emit('product.created', product);
  return product;
}

export const productRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/products',
    auth: 'secret',
    handle: ({ params }, context) => {
      params.assertKnown(CREATE_PARAMS);
      return createProduct(context, params);
    },
  },
  {
    method: 'GET',
    path: '/v1/products/:id',
    auth: 'secret',
    handle: ({ pathParams }, { state }) => state.products.require(pathParams.id),
  },
  {
    method: 'POST',
    path: '/v1/products/:id',
    auth: 'secret',
    handle: ({ params, pathParams }, { state, clock, events }) => {
      params.assertKnown(UPDATE_PARAMS);
      const product = state.products.require(pathParams.id);
      const before = clone(product);
      if (params.has('name')) product.name = params.requiredString('name');
      if (params.has('active')) product.active = params.bool('active') ?? product.active;
      if (params.has('description')) product.description = params.string('description') ?? null;
      if (params.has('default_price')) product.default_price = params.string('default_price') ?? null;
      product.metadata = mergeMetadata(product.metadata, params.metadataUpdate());
      product.updated = clock.now();
      events.emit('product.updated', product, diffTopLevel(before, product));
      return product;
    },
  },
  {
    method: 'GET',
    path: '/v1/products',
    auth: 'secret',
    handle: ({ params }, { state }) => {
      params.assertKnown(LIST_PARAMS);
      const active = params.bool('active');
      const ids = params.strings('ids');
      const products = state.products
        .newestFirst()
        .filter((product) => active === undefined || product.active === active)
        .filter((product) => ids.length === 0 || ids.includes(product.id))
        .filter((product) => matchesCreated(product.created, params));
      return paginate(products, params, '/v1/products');
    },
  },
];
