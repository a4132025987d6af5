-- wrk script: the lifetime of a session. POST {"preset":"deponte-2016"} to
-- /v1/sessions; the id of each 201 goes into a queue and the next request
-- issued DELETEs it, so creates and deletes stay paired (wrk's Lua API has no
-- notion of "this connection", so the pairing is by order, not by socket).
-- A server that answers without an id (the C baseline) simply gets the next
-- POST. done() prints "creates=N deletes=N unpaired=N" for the caller to check.
local pending = {}   -- ids created and not yet deleted, oldest first
local head, tail = 1, 0
local create_headers = { ["Content-Type"] = "application/json" }
local create_body = '{"preset":"deponte-2016"}'
creates, deletes, others = 0, 0, 0
local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
end

function request()
  if head <= tail then
    local id = pending[head]
    pending[head] = nil
    head = head + 1
    return wrk.format("DELETE", "/v1/sessions/" .. id)
  end
  return wrk.format("POST", "/v1/sessions", create_headers, create_body)
end

function response(status, headers, body)
  if status == 201 then
    local id = body:match('^%s*{%s*"id"%s*:%s*"([^"]+)"')
    if id then
      creates = creates + 1
      tail = tail + 1
      pending[tail] = id
      return
    end
  elseif status == 204 then
    deletes = deletes + 1
    return
  end
  others = others + 1
end

function done(summary, latency, requests)
  local c, d, o = 0, 0, 0
  for _, thread in ipairs(threads) do
    c = c + thread:get("creates")
    d = d + thread:get("deletes")
    o = o + thread:get("others")
  end
  io.write(string.format("creates=%d deletes=%d unpaired=%d\n", c, d, o))
end
