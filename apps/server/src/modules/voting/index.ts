// The voting campaign (issue 18): daily check-ins grant votes, buyers vote for shops, products or
// posts, the vote voucher rewards taking part. Other modules import only this file.
export { createVotingService, type VotingPorts, type VotingService, type WalletOutcome } from './voting.service.ts'
export { votingRoutes } from './voting.routes.ts'
