export const greeting = (): string => 'real';
