#!/usr/bin/env bash
# tableref-cli hdcg replay: a duel setup plus its event log folds into the state (the store's
# resume path): two damage resolutions, a discard phase, undo, and refused events.
set -u
cli=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

setup='"rules": {},
  "seats": [
    {"player": "Ann", "character": {"name": "刺客", "attack": 1.2, "max_hp": 500, "hand_divisor": 100, "defence": 1.5},
     "deck": {"ordered": ["a1", "a2", "a3", "a4", "a5", "a6", "a7"], "random": ["a8", "a9", "a10"]}},
    {"player": "Bo", "character": {"name": "刺客", "attack": "1.2", "max_hp": "500", "hand_divisor": "100", "defence": "1.5"},
     "deck": {"random": ["b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8"]}}
  ],
  "event_deck": {"random": ["战争", "战争"]}'
turn='{"type": "start_game", "seeds": [1, 2]},
  {"type": "add_modifier", "seat": 0, "stat": "attack", "modifier": {"id": "大锤", "source": "大锤", "op": "mul", "value": 1.2, "slot": "main_weapon"}},
  {"type": "set_main_slot", "seat": 0, "slot": "main_weapon", "card": "大锤"},
  {"type": "advance_phase"},
  {"type": "judgement", "roll": 4},
  {"type": "advance_phase"},
  {"type": "reveal_event"},
  {"type": "draw", "seat": 0, "count": 2},
  {"type": "advance_phase"},
  {"type": "damage", "source": 0, "target": 1, "amount": 100},
  {"type": "damage", "source": 0, "target": 1, "amount": 100}'

run() { # NAME EVENTS
  printf '{%s, "events": [%s]}' "$setup" "$2" > "$dir/$1.json"
  out=$("$cli" --lang en hdcg replay "$dir/$1.json" 2>"$dir/$1.err"); code=$?
}
check() { # NAME PYTHON-ASSERTIONS over o
  python3 -c "import json,sys
o=json.loads(sys.argv[1])
$2" "$out" || fail "$1: $out"
}

run turn "$turn"
[ $code -eq 0 ] || fail "turn exits $code: $(cat "$dir/turn.err")"
check turn "
b = o['seats'][1]
assert b['hp'] == '68', b['hp']                 # 500 - 216 - 216
assert b['hand_limit'] == '1', b['hand_limit']
a = o['seats'][0]
assert a['attack']['value'] == '1.44', a['attack']
assert a['hand'] == ['a1','a2','a3','a4','a5','a6','a7'], a['hand']
assert a['deck']['ordered'] == [] and sorted(a['deck']['random']) == ['a10','a8','a9']
assert o['judgements'] == ['4'] and o['shown_event'] == '战争'
assert o['turn'] == {'round': '1', 'seat': '0', 'phase': 'play'}, o['turn']
assert o['last_damage']['hp_after'] == '68'
assert o['rules']['rounding_applies_to'] == 'hp_left', o['rules']  # a setup without it: before #18
"

# The discard phase: hand 7, limit 5 -> exactly 2.
run discard "$turn, {\"type\": \"advance_phase\"}, {\"type\": \"discard\", \"seat\": 0, \"cards\": [\"a1\", \"a2\"], \"discard_phase\": true}, {\"type\": \"advance_phase\"}, {\"type\": \"advance_phase\"}"
[ $code -eq 0 ] || fail "discard exits $code: $(cat "$dir/discard.err")"
check discard "
a = o['seats'][0]
assert a['hand_size'] == '5' and a['discard'] == ['a1','a2'], a
assert o['turn'] == {'round': '1', 'seat': '1', 'phase': 'start'}, o['turn']
assert o['judgements'] == []
"
run toofew "$turn, {\"type\": \"advance_phase\"}, {\"type\": \"discard\", \"seat\": 0, \"cards\": [\"a1\"], \"discard_phase\": true}"
[ $code -eq 1 ] || fail "discarding 1 of 2 exits $code"
check toofew "assert o['violations'][0]['reason'] == 'hdcg.wrong_discard_count'"
grep -q 'event 12' "$dir/toofew.err" || fail "the failing event is named: $(cat "$dir/toofew.err")"
run stuck "$turn, {\"type\": \"advance_phase\"}, {\"type\": \"advance_phase\"}"
[ $code -eq 1 ] || fail "leaving the discard phase over the limit exits $code"

# Undo cancels the latest event: the second damage.
run undo "$turn, {\"type\": \"undo\"}"
[ $code -eq 0 ] || fail "undo exits $code"
check undo "assert o['seats'][1]['hp'] == '284', o['seats'][1]['hp']"
run undo2 "$turn, {\"type\": \"undo\"}, {\"type\": \"undo\"}, {\"type\": \"heal\", \"target\": 1, \"amount\": 5}"
check undo2 "assert o['seats'][1]['hp'] == '500', o['seats'][1]['hp']"

# Refused events and bad input.
run early '{"type": "judgement", "roll": 3}'
[ $code -eq 1 ] || fail "judgement before the game exits $code"
run badroll '{"type": "start_game"}, {"type": "advance_phase"}, {"type": "judgement", "roll": 12}'
[ $code -eq 1 ] || fail "roll 12 exits $code"
check badroll "assert o['violations'][0]['reason'] == 'hdcg.judgement_out_of_range'"
run badtype '{"type": "teleport"}'
[ $code -eq 2 ] || fail "unknown event type exits $code"
run badkey '{"type": "draw", "seat": 0, "count": 1, "fast": true}'
[ $code -eq 2 ] || fail "unknown event key exits $code"
# "events" that is not a list says so in the language asked for, not as an English detail.
printf '{%s, "events": {}}' "$setup" > "$dir/notlist.json"
"$cli" --lang zh-Hans hdcg replay "$dir/notlist.json" > /dev/null 2> "$dir/notlist.err"; code=$?
[ $code -eq 2 ] || fail "events that are not an array exit $code"
grep -q '“events”必须是JSON数组' "$dir/notlist.err" || fail "not an array: $(cat "$dir/notlist.err")"
run nothing '{"type": "undo"}'
[ $code -eq 1 ] || fail "undo with nothing to undo exits $code"
# Events written back in canonical form (what the store keeps) replay to the same state.
run canon "$turn, {\"type\": \"heal\", \"target\": 1, \"amount\": \"2.5\", \"may_exceed_max\": true}, {\"type\": \"shuffle\", \"seat\": 1, \"seed\": 18446744073709551615}, {\"type\": \"remove_modifier\", \"seat\": 0, \"stat\": \"attack\", \"id\": \"大锤\"}, {\"type\": \"set_main_slot\", \"seat\": 0, \"slot\": \"main_weapon\", \"card\": null}"
[ $code -eq 0 ] || fail "canon exits $code: $(cat "$dir/canon.err")"
state1=$out
events=$("$cli" hdcg replay --events "$dir/canon.json") || fail "--events"
printf '{%s, "events": %s}' "$setup" "$events" > "$dir/canon2.json"
state2=$("$cli" hdcg replay "$dir/canon2.json") || fail "canonical events do not replay"
[ "$state1" = "$state2" ] || fail "canonical events replay to another state"
events2=$("$cli" hdcg replay --events "$dir/canon2.json")
[ "$events" = "$events2" ] || fail "canonical form is not stable"
echo "$events" | grep -q '"seed": "18446744073709551615"' || fail "uint64 seed kept exactly"

echo ok
