import { factories, mockLoginResult } from '@teranga/shared-ui/mocks';
import type { DocumentKey, LoginResult, User } from '@teranga/shared-ui';

/** An approved account without an address unless told otherwise. */
const account = (fields: Partial<User>): User => factories.user({ address: null, ...fields });

/** The signed-in administrator of the tests and of standalone mode. */
export const demoUser = account({
  id: 'e9a5c3d7-1f24-4b8e-b0c6-5d7f2a8e4b19',
  name: 'Claire Mensah',
  email: 'claire.mensah@example.com',
  phone: '01 84 60 25 25',
  role: 'admin',
  created_at: '2024-06-01T09:00:00Z',
});

export const demoLoginResult: LoginResult = mockLoginResult(demoUser);

export const secondAdmin = account({
  id: '0b7d2c4e-6a1f-4e3b-9c8d-1f2a3b4c5d6e',
  name: 'Ibrahima Fall',
  email: 'ibrahima.fall@teranga.test',
  phone: '01 84 60 25 26',
  role: 'admin',
  created_at: '2024-06-02T10:00:00Z',
});

export const clientAminata = account({
  id: '2c6e8a1b-3d5f-4a7c-9e1b-3d5f7a9c1e3b',
  name: 'Aminata Ndiaye',
  email: 'aminata.ndiaye@example.com',
  phone: '06 12 34 56 78',
  address: '18 rue Myrha, 75018 Paris',
  role: 'client',
  created_at: '2025-01-10T18:30:00Z',
});

export const clientPaul = account({
  id: '3d7f9b2c-4e6a-4b8d-8f2c-4e6a8b0d2f4c',
  name: 'Paul Lefèvre',
  email: 'paul.lefevre@example.com',
  phone: '06 98 76 54 32',
  role: 'client',
  is_active: false,
  created_at: '2025-02-03T12:00:00Z',
});

export const restaurateurFatou = account({
  id: '4e8a0c3d-5f7b-4c9e-9a3d-5f7b9c1e3a5d',
  name: 'Fatou Sall',
  email: 'fatou.sall@chezfatou.fr',
  phone: '07 11 22 33 44',
  address: '42 rue du Faubourg Saint-Denis, 75010 Paris',
  role: 'restaurateur',
  created_at: '2024-09-15T08:00:00Z',
});

export const livreurMoussa = account({
  id: '5f9b1d4e-6a8c-4d0f-8b4e-6a8c0d2f4b6e',
  name: 'Moussa Traoré',
  email: 'moussa.traore@example.com',
  phone: '07 55 66 77 88',
  role: 'livreur',
  created_at: '2024-11-20T14:00:00Z',
});

/** Pending restaurateur: licence and ID provided, the optional register extract not. */
export const pendingAicha = account({
  id: '6a0c2e5f-7b9d-4e1a-9c5f-7b9d1e3a5c7f',
  name: 'Aïcha Koné',
  email: 'aicha.kone@saveurs-abidjan.fr',
  phone: '06 44 55 66 77',
  address: '7 boulevard de Belleville, 75011 Paris',
  role: 'restaurateur',
  is_verified: false,
  created_at: '2025-03-01T09:15:00Z',
});

/** Pending livreur who sent only his driving licence. */
export const pendingYannick = account({
  id: '7b1d3f6a-8c0e-4f2b-8d6a-8c0e2f4b6d8a',
  name: 'Yannick Bernard',
  email: 'yannick.bernard@example.com',
  phone: '07 20 30 40 50',
  role: 'livreur',
  is_verified: false,
  created_at: '2025-03-02T16:40:00Z',
});

/** Pending livreur who has not sent anything yet. */
export const pendingSekou = account({
  id: '8c2e4a7b-9d1f-4a3c-9e7b-9d1f3a5c7e9b',
  name: 'Sékou Camara',
  email: 'sekou.camara@example.com',
  phone: '06 70 80 90 10',
  role: 'livreur',
  is_verified: false,
  created_at: '2025-03-03T11:05:00Z',
});

/** Rejected restaurateur: not pending any more until a new document is uploaded. */
export const rejectedMarie = account({
  id: '9d3f5b8c-0e2a-4b4d-8f8c-0e2a4b6d8f0c',
  name: 'Marie-Claire Joseph',
  email: 'marie-claire.joseph@ti-punch.fr',
  phone: '06 31 41 59 26',
  role: 'restaurateur',
  is_verified: false,
  rejection_reason: "La licence d'exploitation fournie est expirée.",
  created_at: '2025-02-20T10:00:00Z',
});

export const users: User[] = [
  demoUser,
  secondAdmin,
  clientAminata,
  clientPaul,
  restaurateurFatou,
  livreurMoussa,
  pendingAicha,
  pendingYannick,
  pendingSekou,
  rejectedMarie,
];

/** Documents on file per user (the API stores the files privately and hands out signed links). */
export const documentFixtures: Record<string, DocumentKey[]> = {
  [pendingAicha.id]: ['license', 'id_card'],
  [pendingYannick.id]: ['driver_license'],
  [rejectedMarie.id]: ['license', 'id_card', 'commerce_register'],
};
