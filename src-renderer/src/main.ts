import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { createApiClient, pickTransport } from './api/client';
import { provideApi } from './api/use-api';
import { createAppRouter } from './router';
import './styles.css';

// The transport is chosen before the router starts, so the browser host's token is read from the address first.
const client = createApiClient(pickTransport());
const app = createApp(App);
provideApi(app, client);
app.use(createPinia());
app.use(createAppRouter());
app.mount('#app');
