#include "screens/table_live.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/game_views.hpp"
#include "ui/widgets.hpp"

#ifdef TABLEREF_HAVE_LIVE_SHARE
#include "tableref/controllers/club.hpp"
#include "tableref/controllers/live_share.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/sync_reason.hpp"
#else
namespace tableref::controllers {
class ClubController {};
class LivePusher {};
}  // namespace tableref::controllers
#endif

namespace tableref::gui {

TableLive::TableLive() = default;
TableLive::~TableLive() = default;

#ifndef TABLEREF_HAVE_LIVE_SHARE

void TableLive::open(AppContext& /*ctx*/, std::string_view /*screen*/, std::int64_t /*id*/) {}
float TableLive::bar_width(AppContext& /*ctx*/) const {
  return 0;
}
void TableLive::draw_bar(AppContext& /*ctx*/, float /*room*/) {}
void TableLive::draw_banner(AppContext& /*ctx*/) {}
void TableLive::after_frame(AppContext& /*ctx*/) {}

#else

namespace {

// The words of the live state, the longest of which the bar keeps room for.
constexpr const char* kStateKeys[] = {"live.state.sending", "live.state.sent", "live.state.offline",
                                      "live.state.refused"};

// A catalog text in one of the follower's languages, as the replay words it (an undo names
// the line it took back); the worker's own copy of the catalog, so no frame shares it.
controllers::RenderIn follower_words(const app::Catalog& catalog) {
  return [catalog](std::string_view code, const controllers::CatalogText& text) {
    const auto language = app::parse_language(code);
    if (text.key == controllers::kUndoOfKey && !text.params.empty()) {
      if (const auto* undone = std::get_if<std::string>(&text.params.back().value)) {
        const std::string inner = catalog.format(language, *undone, text.params, text.keyed);
        return catalog.format(language, text.key, {Param{"text", inner}});
      }
    }
    return catalog.format(language, text.key, text.params, text.keyed);
  };
}

bool is_game(std::string_view screen) {
  return std::any_of(game_views().begin(), game_views().end(),
                     [&](const GameViews& views) { return views.game == screen; });
}

}  // namespace

void TableLive::open(AppContext& ctx, std::string_view screen, std::int64_t session_id) {
  const bool same = session_id == session_ && screen == screen_;
  screen_ = std::string(screen);
  session_ = is_game(screen) && ctx.store ? session_id : 0;
  if (!same) {
    held_by_.clear();
    continued_ = false;
    hold_message_.clear();
  }
  seen_changes_ = -1;
  pushed_events_ = -1;
  linked_ = false;
  shared_ = false;
  if (session_ == 0) return;
  auto link = db::hub_link(*ctx.store);
  linked_ = link && link.value().has_value();
  if (!linked_) return;
  shared_ = controllers::shared_code(*ctx.store, session_).has_value();
  // The banner is decided on opening and kept while this session is shown (a reopen after
  // the hand-off keeps it, saying the session is held here now).
  if (!same) {
    if (auto held = db::held_elsewhere(*ctx.store, session_); held && held.value()) {
      held_by_ = *held.value();
    }
  }
}

float TableLive::bar_width(AppContext& ctx) const {
  if (!shown()) return 0;
  float state = 0;
  for (const char* key : kStateKeys) {
    state = std::max(state, ImGui::CalcTextSize(ctx.tr(key).c_str()).x);
  }
  return state + ImGui::GetStyle().ItemSpacing.x + touch_button_width(ctx.tr("live.share").c_str());
}

std::string TableLive::state_text(AppContext& ctx) const {
  if (!shared_ || !pusher_) return {};
  if (pusher_->busy()) return ctx.tr("live.state.sending");
  const auto last = pusher_->last_push();
  if (!last || last->session != session_) return {};
  if (!last->error) return ctx.tr("live.state.sent");
  const auto reason = last->error->reason;
  const bool away =
      reason == db::SyncReason::kUnreachable || reason == db::SyncReason::kHubUnavailable;
  return ctx.tr(away ? "live.state.offline" : "live.state.refused");
}

void TableLive::draw_bar(AppContext& ctx, float room) {
  if (!shown()) return;
  const std::string button = ctx.tr("live.share");
  const float button_w = touch_button_width(button.c_str());
  const float state_w = std::max(0.0f, room - button_w - ImGui::GetStyle().ItemSpacing.x);
  // The state right-aligned in the room kept for it, so the button never moves.
  const std::string state = fit_text(state_text(ctx), state_w);
  const float x = ImGui::GetCursorPosX();
  const float text_w = ImGui::CalcTextSize(state.c_str()).x;
  ImGui::SetCursorPosX(x + state_w - text_w);
  ImGui::AlignTextToFramePadding();
  text_line(state, "live.state");
  ImGui::SameLine(x + state_w + ImGui::GetStyle().ItemSpacing.x);
  if (touch_button(button.c_str(), "live.share")) {
    popup_.open(linked_);
    if (linked_) {
      if (!pusher_) {
        pusher_ =
            std::make_unique<controllers::LivePusher>(ctx.db_path, follower_words(ctx.catalog));
      }
      popup_.asking();
      if (!pusher_->sharing()) pusher_->share(session_);
    }
  }
}

float TableLive::banner_height(AppContext& ctx) const {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float button_w = touch_button_width(ctx.tr("history.continue").c_str());
  const float text_w =
      ImGui::GetContentRegionAvail().x - button_w - style.ItemSpacing.x - scaled(10) * 2;
  std::size_t lines = 1;
  for (const auto& text : {ctx.tr("history.held_by", {Param{"device", held_by_}}),
                           ctx.tr("history.continued"), hold_message_}) {
    lines = std::max(lines, wrap_text(text, text_w).size());
  }
  const float text_h = static_cast<float>(lines) * ImGui::GetTextLineHeightWithSpacing();
  return std::max(touch_size(), text_h + scaled(8) * 2);
}

void TableLive::draw_banner(AppContext& ctx) {
  if (!shown() || held_by_.empty()) return;
  const std::string button =
      ctx.tr(club_ && club_->busy() ? "history.continuing" : "history.continue");
  const float button_w = std::max(touch_button_width(ctx.tr("history.continue").c_str()),
                                  touch_button_width(ctx.tr("history.continuing").c_str()));
  const float height = banner_height(ctx);
  std::string text = continued_ ? ctx.tr("history.continued")
                                : ctx.tr("history.held_by", {Param{"device", held_by_}});
  if (!hold_message_.empty()) text = hold_message_;
  const float text_w =
      ImGui::GetContentRegionAvail().x - button_w - ImGui::GetStyle().ItemSpacing.x;
  fixed_message_box(ctx.user_text(text), continued_ ? Tone::kInfo : Tone::kNeutral, "live.held",
                    ImVec2(text_w, height));
  if (continued_) return;  // held here now: nothing to ask for
  ImGui::SameLine();
  ImGui::BeginDisabled(club_ && club_->busy());
  if (touch_button(button.c_str(), "live.continue", ImVec2(button_w, height))) {
    if (!club_) club_ = std::make_unique<controllers::ClubController>(ctx.db_path);
    hold_message_.clear();
    (void)club_->start_continue(session_);
  }
  ImGui::EndDisabled();
}

void TableLive::after_frame(AppContext& ctx) {
  if (!shown()) return;
  if (popup_.draw(ctx)) ctx.go("settings");
  pick_up(ctx);
  watch_changes(ctx);
}

// The workers' answers: a share's code, a hand-off's outcome.
void TableLive::pick_up(AppContext& ctx) {
  if (pusher_) {
    if (auto done = pusher_->take_share(); done && done->session == session_) {
      if (done->share) {
        shared_ = true;
        popup_.answered(done->share->code, done->share->url);
      } else if (done->error) {
        popup_.refused(ctx.render(*done->error));
      }
    }
    if (pusher_->busy()) ctx.redraw_within(100);  // the idle app draws no frame unless asked
  }
  if (!club_) return;
  if (club_->busy()) {
    ctx.redraw_within(100);
    return;
  }
  if (auto outcome = club_->take_outcome()) {
    if (outcome->error) {
      hold_message_ = ctx.render(*outcome->error);
    } else {
      continued_ = true;
      // The game reads the session again: the hub's events are in the store now.
      ctx.go(screen_, session_);
    }
  }
}

// The session's stored events changed (the store connection's change counter moved, then its
// count): the newest state goes to the hub. Only for a session shared and held here.
void TableLive::watch_changes(AppContext& ctx) {
  if (!linked_ || !shared_ || (!held_by_.empty() && !continued_)) return;
  const std::int64_t changes = ctx.store->connection().total_changes();
  if (changes == seen_changes_) return;
  seen_changes_ = changes;
  auto summary = ctx.store->session(session_);
  if (!summary || summary.value().event_count == pushed_events_) return;
  pushed_events_ = summary.value().event_count;
  if (!pusher_) {
    pusher_ = std::make_unique<controllers::LivePusher>(ctx.db_path, follower_words(ctx.catalog));
  }
  pusher_->push(session_, pushed_events_);
  ctx.redraw_within(100);
}

#endif

}  // namespace tableref::gui
