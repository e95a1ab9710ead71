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

/** Whether the game has a table of its own (which then shows its own scoring breakdown at the end). */
export function hasOwnTable(gameId: string): boolean {
  return gameId in tables;
}
