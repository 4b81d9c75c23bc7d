import * as migration_20261121_113221_initial from './20261121_113221_initial';

export const migrations = [
  {
    up: migration_20261121_113221_initial.up,
    down: migration_20261121_113221_initial.down,
    name: '20261121_113221_initial'
  },
];
