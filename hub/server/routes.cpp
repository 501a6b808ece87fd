#include "routes.hpp"

#include <cstdio>
#include <exception>
#include <functional>
#include <optional>

#include "clubs.hpp"
#include "follow.hpp"
#include "hold.hpp"
#include "live.hpp"
#include "pool.hpp"
#include "sync.hpp"
#include "tableref/hub/wire.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

void answer(httplib::Response& res, int status, const std::string& body) {
  res.status = status;
  res.set_content(body, "application/json");
}

void refuse(httplib::Response& res, int status, const std::string& code,
            const std::string& detail = "") {
  answer(res, status, error_body(code, detail));
}

// Runs a handler on a pooled connection of the hub's database (pool.hpp; `database` names
// it); a database that cannot be reached or fails mid-way is a 503 with a code, never a half
// answer. The transaction was rolled back.
void with_database(const std::string& /*database*/, httplib::Response& res,
                   const std::function<void(pqxx::connection&)>& handler) {
  try {
    with_pooled_connection(handler, [&res] {
      res.status = -1;
      res.body.clear();
      res.headers.clear();
    });
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tableref-hub: database: %s\n", e.what());
    refuse(res, 503, "hub.database_unavailable");
  }
}

std::optional<json> parse_body(const httplib::Request& req, httplib::Response& res) {
  auto body = read_json(req.body);
  if (!body || !body->is_object()) {
    refuse(res, 400, "hub.malformed_json");
    return std::nullopt;
  }
  return body;
}

// The device behind the request's bearer token; a 401 with nothing else when there is none.
std::optional<Device> device_of(pqxx::connection& c, const httplib::Request& req,
                                httplib::Response& res) {
  const std::string header = req.get_header_value("Authorization");
  const std::string prefix = "Bearer ";
  std::optional<Device> device;
  if (header.rfind(prefix, 0) == 0) device = authenticate(c, header.substr(prefix.size()));
  if (!device) refuse(res, 401, "hub.unauthorized");
  return device;
}

void join(const std::string& database, const httplib::Request& req, httplib::Response& res) {
  const auto body = parse_body(req, res);
  if (!body) return;
  const auto code = body->find("code");
  const auto name = body->find("device_name");
  if (code == body->end() || !code->is_string() || name == body->end() || !name->is_string()) {
    return refuse(res, 400, "hub.bad_field", "code, device_name");
  }
  // {"former": {"device", "token"}}: the device's enrolment before it left (optional).
  std::optional<FormerDevice> former;
  const auto proof = body->find("former");
  if (proof != body->end() && proof->is_object() && proof->value("device", json()).is_string() &&
      proof->value("token", json()).is_string()) {
    former =
        FormerDevice{(*proof)["device"].get<std::string>(), (*proof)["token"].get<std::string>()};
  }
  with_database(database, res, [&](pqxx::connection& c) {
    json out;
    if (auto refusal =
            enrol_device(c, code->get<std::string>(), name->get<std::string>(), former, out)) {
      return refuse(res, refusal->status, refusal->code, refusal->detail);
    }
    answer(res, 200, out.dump());
  });
}

// The token first (a stranger learns nothing, not even whether the body is well formed),
// then every session is read before anything is written: one bad session refuses the whole
// push, and nothing of it is stored.
void push_route(const std::string& database, const httplib::Request& req, httplib::Response& res) {
  with_database(database, res, [&](pqxx::connection& c) {
    const auto device = device_of(c, req, res);
    if (!device) return;
    const auto body = parse_body(req, res);
    if (!body) return;
    const auto list = body->find("sessions");
    if (list == body->end() || !list->is_array()) {
      return refuse(res, 400, "hub.bad_field", "sessions");
    }
    std::vector<WireSession> sessions(list->size());
    for (std::size_t i = 0; i < list->size(); ++i) {
      WireError error;
      if (!from_json((*list)[i], sessions[i], error)) {
        return refuse(res, 400, error.code, error.detail);
      }
    }
    answer(res, 200, push(c, *device, sessions).dump());
  });
}

void pull_route(const std::string& database, const httplib::Request& req, httplib::Response& res) {
  std::int64_t after = 0;
  try {
    if (req.has_param("after")) after = std::stoll(req.get_param_value("after"));
  } catch (const std::exception&) {
    return refuse(res, 400, "hub.bad_field", "after");
  }
  with_database(database, res, [&](pqxx::connection& c) {
    const auto device = device_of(c, req, res);
    if (!device) return;
    answer(res, 200, pull(c, *device, after).dump());
  });
}

// "Continue on this device": {"device", "id"} names a session of the asker's club.
void hold_route(const std::string& database, const httplib::Request& req, httplib::Response& res) {
  with_database(database, res, [&](pqxx::connection& c) {
    const auto device = device_of(c, req, res);
    if (!device) return;
    const auto body = parse_body(req, res);
    if (!body) return;
    const auto origin = body->find("device");
    const auto id = body->find("id");
    if (origin == body->end() || !origin->is_string() || id == body->end() ||
        !id->is_number_integer()) {
      return refuse(res, 400, "hub.bad_field", "device, id");
    }
    json out;
    if (auto refusal =
            hold_session(c, *device, origin->get<std::string>(), id->get<std::int64_t>(), out)) {
      return refuse(res, refusal->status, refusal->code, refusal->detail);
    }
    answer(res, 200, out.dump());
  });
}

// /v1/share and /v1/live: the holding device's side of live at the table (live.hpp). The
// token first, then the body: {"session": ID} and, for a live state, "state": {...}.
void live_route(const std::string& database, const httplib::Request& req, httplib::Response& res,
                bool share) {
  with_database(database, res, [&](pqxx::connection& c) {
    const auto device = device_of(c, req, res);
    if (!device) return;
    const auto body = parse_body(req, res);
    if (!body) return;
    const auto session = body->find("session");
    if (session == body->end() || !session->is_number_integer() ||
        session->get<std::int64_t>() < 1) {
      return refuse(res, 400, "hub.bad_field", "session");
    }
    json out;
    std::optional<Refusal> refusal;
    if (share) {
      refusal = share_session(c, *device, session->get<std::int64_t>(), out);
    } else {
      const auto state = body->find("state");
      if (state == body->end() || !state->is_object()) {
        return refuse(res, 400, "hub.bad_field", "state");
      }
      refusal = store_live_state(c, *device, session->get<std::int64_t>(), *state, out);
    }
    if (refusal) return refuse(res, refusal->status, refusal->code, refusal->detail);
    answer(res, 200, out.dump());
  });
}

}  // namespace

void add_routes(httplib::Server& server, const std::string& database) {
  server.Post("/v1/join", [database](const httplib::Request& req, httplib::Response& res) {
    join(database, req, res);
  });
  server.Post("/v1/push", [database](const httplib::Request& req, httplib::Response& res) {
    push_route(database, req, res);
  });
  server.Get("/v1/pull", [database](const httplib::Request& req, httplib::Response& res) {
    pull_route(database, req, res);
  });
  server.Post("/v1/hold", [database](const httplib::Request& req, httplib::Response& res) {
    hold_route(database, req, res);
  });
  server.Post("/v1/share", [database](const httplib::Request& req, httplib::Response& res) {
    live_route(database, req, res, true);
  });
  server.Post("/v1/live", [database](const httplib::Request& req, httplib::Response& res) {
    live_route(database, req, res, false);
  });
  add_follow_routes(server, database);
  server.Get("/v1/health", [](const httplib::Request&, httplib::Response& res) {
    answer(res, 200, R"({"ok": true})");
  });
  // Whatever httplib refuses itself (an oversized body: 413; an unknown route: 404) gets
  // the same JSON shape as the hub's own refusals.
  server.set_error_handler([](const httplib::Request&, httplib::Response& res) {
    if (!res.body.empty()) return;
    const std::string code = res.status == 413   ? "hub.body_too_large"
                             : res.status == 404 ? "hub.not_found"
                                                 : "hub.bad_request";
    refuse(res, res.status, code);
  });
}

}  // namespace tableref::hub
