// The table component of each game; a game without one is shown by GenericBoard.
import type { Component } from 'vue';
import GenericBoard from './GenericBoard.vue';
import RushTable from './rush/RushTable.vue';
import RuckusTable from './ruckus/RuckusTable.vue';

const tables: Record<string, Component> = {
  rush: RushTable,
  ruckus: RuckusTable,
};

export function tableFor(gameId: string): Component {
  return tables[gameId] ?? GenericBoard;
}
