export { activePrizeOdds, insertPrizes } from './lottery-repository.js';
export { lotteryRoutes } from './lottery-routes.js';
export { createLotteryService } from './lottery-service.js';
export { lotterySettings } from './lottery-settings.js';
export { type RandomBelow } from './prize-draw.js';
