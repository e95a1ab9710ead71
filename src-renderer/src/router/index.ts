import { createRouter, createWebHashHistory, type Router } from 'vue-router';
import HomeView from '@renderer/views/HomeView.vue';
import SettingsView from '@renderer/views/SettingsView.vue';
import AboutView from '@renderer/views/AboutView.vue';

export function createAppRouter(): Router {
  return createRouter({
    // Hash history works the same under file:// (Electron) and http:// (browser host).
    history: createWebHashHistory(),
    routes: [
      { path: '/', name: 'home', component: HomeView, meta: { title: 'Home' } },
      { path: '/settings', name: 'settings', component: SettingsView, meta: { title: 'Settings' } },
      { path: '/about', name: 'about', component: AboutView, meta: { title: 'About' } },
      { path: '/:rest(.*)*', redirect: '/' },
    ],
  });
}
