import { createRouter, createWebHashHistory, type Router } from 'vue-router';
import HomeView from '@renderer/views/HomeView.vue';
import NewGameView from '@renderer/views/NewGameView.vue';
import MatchView from '@renderer/views/MatchView.vue';
import HistoryView from '@renderer/views/HistoryView.vue';
import ReplayView from '@renderer/views/ReplayView.vue';
import StatsView from '@renderer/views/StatsView.vue';
import SettingsView from '@renderer/views/SettingsView.vue';
import AboutView from '@renderer/views/AboutView.vue';
import ArmyBuilderView from '@renderer/views/ArmyBuilderView.vue';
import CampaignsView from '@renderer/views/CampaignsView.vue';
import CampaignView from '@renderer/views/CampaignView.vue';
import RulesView from '@renderer/views/RulesView.vue';
import CardsView from '@renderer/views/CardsView.vue';
import DraftView from '@renderer/views/DraftView.vue';
import ReviewView from '@renderer/views/ReviewView.vue';
import { REVIEW_ROUTE } from './names';

export { REVIEW_ROUTE, reviewLocation } from './names';

export function createAppRouter(): Router {
  return createRouter({
    // Hash history works the same under the desktop shell's app:// pages and the browser host's http:// pages.
    history: createWebHashHistory(),
    routes: [
      { path: '/', name: 'home', component: HomeView, meta: { title: 'Home' } },
      { path: '/new', name: 'new-game', component: NewGameView, meta: { title: 'New game' } },
      { path: '/match/:id', name: 'match', component: MatchView, meta: { title: 'Game' } },
      { path: '/history', name: 'history', component: HistoryView, meta: { title: 'History' } },
      { path: '/replay/:id', name: 'replay', component: ReplayView, meta: { title: 'Replay' } },
      { path: '/review/:id', name: REVIEW_ROUTE, component: ReviewView, meta: { title: 'Game review' } },
      { path: '/stats', name: 'stats', component: StatsView, meta: { title: 'Statistics' } },
      { path: '/settings', name: 'settings', component: SettingsView, meta: { title: 'Settings' } },
      { path: '/about', name: 'about', component: AboutView, meta: { title: 'About' } },
      { path: '/armies', name: 'armies', component: ArmyBuilderView, meta: { title: 'Army builder' } },
      { path: '/campaigns', name: 'campaigns', component: CampaignsView, meta: { title: 'Campaigns' } },
      { path: '/campaigns/:id', name: 'campaign', component: CampaignView, meta: { title: 'Campaign' } },
      { path: '/rules', name: 'rules', component: RulesView, meta: { title: 'Rules' } },
      { path: '/cards', name: 'cards', component: CardsView, meta: { title: 'Cards' } },
      { path: '/draft', name: 'draft', component: DraftView, meta: { title: 'Draft against the AI' } },
      { path: '/draft/:matchId', name: 'draft-match', component: DraftView, meta: { title: 'Draft' } },
      { path: '/:rest(.*)*', redirect: '/' },
    ],
  });
}
