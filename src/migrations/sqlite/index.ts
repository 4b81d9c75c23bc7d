import * as migration_20261121_113213_initial from './20261121_113213_initial';
import * as migration_20261121_121410_product_search_text from './20261121_121410_product_search_text';

export const migrations = [
  {
    up: migration_20261121_113213_initial.up,
    down: migration_20261121_113213_initial.down,
    name: '20261121_113213_initial',
  },
  {
    up: migration_20261121_121410_product_search_text.up,
    down: migration_20261121_121410_product_search_text.down,
    name: '20261121_121410_product_search_text'
  },
];
