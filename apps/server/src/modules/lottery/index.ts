export { activePrizeOdds, insertPrizes } from './lottery-repository.js';
export { lotteryRoutes, type LotteryRouteDeps } from './lottery-routes.js';
export { createLotteryService, type LotteryService } from './lottery-service.js';
export { lotterySettings } from './lottery-settings.js';
export { cryptoRandomBelow, type RandomBelow } from './prize-draw.js';
