import * as migration_20261121_113213_initial from './20261121_113213_initial';

export const migrations = [
  {
    up: migration_20261121_113213_initial.up,
    down: migration_20261121_113213_initial.down,
    name: '20261121_113213_initial'
  },
];
