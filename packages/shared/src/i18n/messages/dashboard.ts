export const dashboardMessages = {
  es: {
    dashboard: {
      uncategorised: 'Sin categoría',
    },
  },
  en: {
    dashboard: {
      uncategorised: 'Uncategorised',
    },
  },
} as const;
