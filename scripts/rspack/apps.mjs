// Where each app lives. The ports are the product's contract (README); the federation
// names are what remotes.json and loadRemote() refer to.
export const API_URL = 'http://localhost:8000/api';

export const APPS = {
  shell: { name: 'shell', port: 3000, title: 'Teranga — cuisine africaine et caribéenne livrée chez vous' },
  'mfe-client': { name: 'mfe_client', port: 3001, title: 'Teranga — Espace client' },
  'mfe-restaurateur': { name: 'mfe_restaurateur', port: 3002, title: 'Teranga — Espace restaurateur' },
  'mfe-livreur': { name: 'mfe_livreur', port: 3003, title: 'Teranga — Espace livreur' },
  'mfe-admin': { name: 'mfe_admin', port: 3004, title: 'Teranga — Administration' },
};
