import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** The one route table: a layout route around lazy pages; errors render inside the layout. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: () => import('@/pages/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'home',
            lazy: () => import('@/pages/home/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'about',
            lazy: () =>
              import('@/pages/about/about-page').then((m) => ({ Component: m.AboutPage })),
          },
          {
            path: 'progress',
            lazy: () =>
              import('@/pages/progress/progress-page').then((m) => ({ Component: m.ProgressPage })),
          },
          {
            path: 'culture',
            lazy: () =>
              import('@/pages/culture/culture-page').then((m) => ({ Component: m.CulturePage })),
          },
          {
            path: 'factory',
            lazy: () =>
              import('@/pages/factory/factory-page').then((m) => ({ Component: m.FactoryPage })),
          },
          {
            path: 'product',
            lazy: () =>
              import('@/pages/product/product-page').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: 'technology',
            lazy: () =>
              import('@/pages/technology/technology-page').then((m) => ({
                Component: m.TechnologyPage,
              })),
          },
          {
            path: 'qualification',
            lazy: () =>
              import('@/pages/qualification/qualification-page').then((m) => ({
                Component: m.QualificationPage,
              })),
          },
          {
            path: 'case',
            lazy: () => import('@/pages/case/case-page').then((m) => ({ Component: m.CasePage })),
          },
          {
            path: 'teamwork',
            lazy: () =>
              import('@/pages/teamwork/teamwork-page').then((m) => ({ Component: m.TeamworkPage })),
          },
          {
            path: 'joinus',
            lazy: () =>
              import('@/pages/joinus/joinus-page').then((m) => ({ Component: m.JoinusPage })),
          },
          {
            path: 'contact',
            lazy: () =>
              import('@/pages/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: 'download',
            lazy: () =>
              import('@/pages/download/download-page').then((m) => ({ Component: m.DownloadPage })),
          },
          {
            path: 'argument/register',
            lazy: () =>
              import('@/pages/argument/register-page').then((m) => ({
                Component: m.RegisterTermsPage,
              })),
          },
          {
            path: 'argument/private',
            lazy: () =>
              import('@/pages/argument/private-page').then((m) => ({
                Component: m.PrivateTermsPage,
              })),
          },
          {
            path: 'ucenter',
            lazy: () =>
              import('@/pages/ucenter/ucenter-page').then((m) => ({ Component: m.UcenterPage })),
          },
          {
            path: '*',
            lazy: () =>
              import('@/pages/not-found/not-found-page').then((m) => ({
                Component: m.NotFoundPage,
              })),
          },
        ],
      },
    ],
  },
];
