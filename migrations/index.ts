import * as migration_20261121_151358_initial from './20261121_151358_initial';

export const migrations = [
  {
    up: migration_20261121_151358_initial.up,
    down: migration_20261121_151358_initial.down,
    name: '20261121_151358_initial'
  },
];
