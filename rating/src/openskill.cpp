#include "tableref/rating/openskill.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace tableref::rating {
namespace {

// A team as the model sees it: the sum of its players' mu and of their variances.
struct TeamSum {
  double mu = 0;
  double sigma_sq = 0;
};

bool finite_input(const std::vector<Team>& teams, const std::vector<double>& ranks) {
  for (const auto& team : teams) {
    for (const auto& r : team) {
      if (!std::isfinite(r.mu) || !std::isfinite(r.sigma) || r.sigma <= 0) return false;
    }
  }
  return std::all_of(ranks.begin(), ranks.end(), [](double r) { return std::isfinite(r); });
}

}  // namespace

Rating initial(const Options& options) {
  return Rating{options.mu, options.sigma};
}

double ordinal(const Rating& rating, const Options& options) {
  return rating.mu - options.z * rating.sigma;
}

Result<std::vector<Team>> rate(const std::vector<Team>& teams, const std::vector<double>& ranks,
                               const Options& options) {
  if (teams.size() < 2) return Violation(RatingReason::kTooFewTeams);
  if (ranks.size() != teams.size()) {
    return Violation(RatingReason::kRanksMismatch,
                     {{"teams", static_cast<std::int64_t>(teams.size())},
                      {"ranks", static_cast<std::int64_t>(ranks.size())}});
  }
  for (std::size_t t = 0; t < teams.size(); ++t) {
    if (teams[t].empty()) {
      return Violation(RatingReason::kEmptyTeam, {{"team", static_cast<std::int64_t>(t)}});
    }
  }
  if (!finite_input(teams, ranks)) return Violation(RatingReason::kNotFinite);

  // Every sigma grows by tau first (the package's "additive dynamics factor").
  std::vector<Team> before = teams;
  for (auto& team : before) {
    for (auto& r : team) r.sigma = std::sqrt(r.sigma * r.sigma + options.tau * options.tau);
  }
  const std::size_t n = before.size();
  std::vector<TeamSum> sums(n);
  double c_sq = 0;
  for (std::size_t i = 0; i < n; ++i) {
    for (const auto& r : before[i]) {
      sums[i].mu += r.mu;
      sums[i].sigma_sq += r.sigma * r.sigma;
    }
    c_sq += sums[i].sigma_sq + options.beta * options.beta;
  }
  const double c = std::sqrt(c_sq);
  // sum_q: the strength of every team placed at q's rank or below; tied: how many share it.
  std::vector<double> sum_q(n, 0.0);
  std::vector<double> tied(n, 0.0);
  for (std::size_t q = 0; q < n; ++q) {
    for (std::size_t i = 0; i < n; ++i) {
      if (ranks[i] >= ranks[q]) sum_q[q] += std::exp(sums[i].mu / c);
      if (ranks[i] == ranks[q]) tied[q] += 1;
    }
  }
  std::vector<Team> after = before;
  for (std::size_t i = 0; i < n; ++i) {
    const double strength = std::exp(sums[i].mu / c);
    double omega = 0;
    double delta = 0;
    for (std::size_t q = 0; q < n; ++q) {
      if (ranks[q] > ranks[i]) continue;
      const double quotient = strength / sum_q[q];
      omega += ((i == q ? 1.0 : 0.0) - quotient) / tied[q];
      delta += quotient * (1 - quotient) / tied[q];
    }
    const double gamma = std::sqrt(sums[i].sigma_sq) / c;
    const double team_omega = omega * (sums[i].sigma_sq / c);
    const double team_delta = delta * (sums[i].sigma_sq / (c * c)) * gamma;
    for (std::size_t k = 0; k < after[i].size(); ++k) {
      auto& r = after[i][k];
      const double share = r.sigma * r.sigma / sums[i].sigma_sq;
      r.mu += share * team_omega;
      r.sigma *= std::sqrt(std::max(1 - share * team_delta, options.kappa));
      if (options.limit_sigma) r.sigma = std::min(r.sigma, teams[i][k].sigma);
    }
  }
  return after;
}

}  // namespace tableref::rating
