// The table component of each game; a game without one is shown by GenericBoard.
import type { Component } from 'vue';
import GenericBoard from './GenericBoard.vue';

const tables: Record<string, Component> = {};

export function tableFor(gameId: string): Component {
  return tables[gameId] ?? GenericBoard;
}
