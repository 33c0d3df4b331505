import Foundation
import PassageRender
import PassageTestSupport
import Testing

/// PNG files written by another encoder (ImageMagick 6.9 with libpng 1.6), 13×11 pixels each,
/// with the straight (not premultiplied) RGBA8 pixels that ImageMagick decodes them to.
///
/// Generated once with a Python script that wrote a test pattern as raw RGBA (8-bit, or 16-bit
/// for the `16` fixtures, with varied alpha for the alpha fixtures) and ran, for example,
/// `convert -size 13x11 -depth 8 rgba:src.rgba -strip -define png:color-type=3
/// -define png:bit-depth=2 -interlace PNG out.png`, checked the resulting IHDR (bit depth,
/// colour type, interlace, tRNS) and took the expected pixels from `convert out.png -depth 8 rgba:-`.
enum PNGFixtures {
  static let all: [String: (png: String, rgba: String)] = [
    "grey1": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALAQAAAACMyTrMAAAAFklEQVQI12NggAMOBoYfDMw/GP6jIABsrAvPaRnFrQAAAABJ
      RU5ErkJggg==
      """,
      rgba: """
      AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/
      AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/
      AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD//////wAAAP8AAAD/
      AAAA/wAAAP8AAAD/AAAA/wAAAP8AAAD///////////////////////////8AAAD/AAAA/wAAAP8AAAD/AAAA/wAAAP//////
      ////////////////////////////////////////////////////////////////////////////////////////////////
      ////////////////////////////////////////////////////////////////////////////////////////////////
      ////////////////////////////////////////////////////////////////////////////////////////////////
      //////////////////////////////////////////////////////////////////////////////////////////8=
      """
    ),
    "grey2Interlaced": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALAgAAAAG8bnCKAAAAS0lEQVQI12MoYHjA0MBgwDCZ4QgDB8MGhooLDN0JDGItDL0K
      DL0JDC8dGGQ3MJhcAIk/sfRrYHhS2XeAwfblFAcGT4vHDQzOUywdAMMNFn3RMDMGAAAAAElFTkSuQmCC
      """,
      rgba: """
      VVVV/6qqqv//////AAAA/6qqqv//////AAAA/1VVVf//////AAAA/1VVVf+qqqr/AAAA//////+qqqr/VVVV/wAAAP8AAAD/
      /////6qqqv9VVVX/VVVV/wAAAP//////qqqq/6qqqv9VVVX/qqqq//////8AAAD/qqqq//////8AAAD/VVVV//////9VVVX/
      VVVV/6qqqv8AAAD//////6qqqv9VVVX/AAAA/1VVVf//////qqqq/1VVVf+qqqr/AAAA//////+qqqr//////6qqqv//////
      AAAA/6qqqv9VVVX/qqqq/wAAAP9VVVX/AAAA/1VVVf+qqqr/AAAA//////8AAAD///////////9VVVX//////6qqqv+qqqr/
      VVVV/6qqqv9VVVX/VVVV/wAAAP9VVVX/qqqq/wAAAP8AAAD/VVVV/6qqqv///////////1VVVf9VVVX/qqqq/6qqqv//////
      AAAA/1VVVf8AAAD/qqqq/1VVVf8AAAD//////6qqqv8AAAD//////6qqqv8AAAD//////6qqqv//////AAAA/6qqqv//////
      AAAA/1VVVf//////AAAA/6qqqv//////AAAA/1VVVf//////VVVV/wAAAP8AAAD//////6qqqv9VVVX/VVVV/wAAAP8AAAD/
      /////6qqqv9VVVX/VVVV/wAAAP9VVVX/VVVV//////9VVVX/qqqq/6qqqv8AAAD/qqqq//////8AAAD/VVVV/1VVVf8=
      """
    ),
    "grey4": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALBAAAAABEKbW8AAAAY0lEQVQI1wFYAKf/AFr0r0n0nkAAehTPaRS+YACe9ONJOZ6A
      AL4UE2lovrAA446eSY0oMAADvb5prVhQACiN4znSJ4AAWK0DaPJHoAB8J8F8440wAJxH4ZwDrVAAwRcWbCeNEJCnJFRWDA54
      AAAAAElFTkSuQmCC
      """,
      rgba: """
      VVVV/6qqqv//////RERE/6qqqv//////RERE/5mZmf//////RERE/5mZmf/u7u7/RERE/3d3d/+qqqr/ERER/0RERP/MzMz/
      /////2ZmZv+ZmZn/ERER/0RERP+7u7v/7u7u/2ZmZv+ZmZn/7u7u//////9ERET/7u7u/zMzM/9ERET/mZmZ/zMzM/+ZmZn/
      mZmZ/+7u7v+IiIj/u7u7/+7u7v8RERH/RERE/xEREf8zMzP/ZmZm/5mZmf9mZmb/iIiI/7u7u//u7u7/u7u7/+7u7v8zMzP/
      iIiI/+7u7v+ZmZn/7u7u/0RERP+ZmZn/iIiI/93d3f8iIiL/iIiI/zMzM/8AAAD/MzMz/7u7u//d3d3/u7u7/+7u7v9mZmb/
      mZmZ/6qqqv/d3d3/VVVV/4iIiP9VVVX/IiIi/4iIiP+IiIj/3d3d/+7u7v8zMzP/MzMz/5mZmf/d3d3/IiIi/yIiIv93d3f/
      iIiI/1VVVf+IiIj/qqqq/93d3f8AAAD/MzMz/2ZmZv+IiIj//////yIiIv9ERET/d3d3/6qqqv93d3f/zMzM/yIiIv93d3f/
      zMzM/xEREf93d3f/zMzM/+7u7v8zMzP/iIiI/93d3f8zMzP/mZmZ/8zMzP9ERET/d3d3/+7u7v8RERH/mZmZ/8zMzP8AAAD/
      MzMz/6qqqv/d3d3/VVVV/8zMzP8RERH/ERER/3d3d/8RERH/ZmZm/2ZmZv/MzMz/IiIi/3d3d/+IiIj/3d3d/xEREf8=
      """
    ),
    "grey16Interlaced": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALEAAAAAGmTrRoAAABEklEQVQY003LsUrDUBTGca/nmHPxpm0sJFhE6BJFc10FcSt1
      yeQiFu6ZBDeHUOgzSEfRVUj7EHopiA5u2gYcXRyEoi8giG3jkCIOH7/l+4uF5Z0zcTVYe4PgYe8ZUm/1QsQnpaQ+KSegTtc/
      Nx/F0V05qU9E6gc3uCXCXcd6M5oP4xa1HEvVWpM8shgfU8W7Jjut0NNrTyzdukYZxa5RRmy/018pDivKLPrK+D1lRGffsWTJ
      1ppkMdQqc9vKfKfKiPvL4j9tkxXVFFjmyDL/L7DMMdSogaFb6oPGucDIbh9DjVpmEOVjGMsu8soBaJlhNhvjhgYGRgYuquCj
      EDWGEURyhCM5hKH0wf86hx/ZgMZL5xeznFwvzYA/PAAAAABJRU5ErkJggg==
      """,
      rgba: """
      AAAA/wUFBf8LCwv/ERER/xYWFv8cHBz/ISEh/ycnJ/8tLS3/MjIy/zg4OP8+Pj7/Q0ND/xISEv8VFRX/HR0d/yEhIf8pKSn/
      LCws/zQ0NP83Nzf/Pz8//0NDQ/9LS0v/Tk5O/1ZWVv8lJSX/Kioq/ysrK/8xMTH/Ozs7/0FBQf9CQkL/SEhI/1JSUv9XV1f/
      WVlZ/15eXv9oaGj/Nzc3/zo6Ov8+Pj7/QUFB/05OTv9RUVH/VFRU/1hYWP9kZGT/aGho/2tra/9ubm7/e3t7/0pKSv9PT0//
      VVVV/1tbW/9XV1f/XV1d/2JiYv9oaGj/d3d3/3x8fP+CgoL/iIiI/4SEhP9cXFz/X19f/2dnZ/9ra2v/aWlp/21tbf91dXX/
      eHh4/4mJif+NjY3/lZWV/5iYmP+Xl5f/b29v/3R0dP91dXX/e3t7/3x8fP+CgoL/g4OD/4iIiP+cnJz/oqKi/6Ojo/+oqKj/
      qamp/4GBgf+EhIT/iIiI/4uLi/+Pj4//kpKS/5WVlf+ZmZn/rq6u/7Kysv+1tbX/uLi4/7y8vP+UlJT/mZmZ/5+fn/+lpaX/
      qqqq/7CwsP+2trb/u7u7/66urv+0tLT/urq6/7+/v/+Pj4//pqam/6qqqv+xsbH/tbW1/729vf/AwMD/yMjI/8vLy//BwcH/
      xMTE/8zMzP/Q0ND/oaGh/7m5uf++vr7/v7+//8XFxf/Pz8//1dXV/9bW1v/c3Nz/09PT/9nZ2f/a2tr/4ODg/7S0tP8=
      """
    ),
    "greyAlpha8": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAQAAAAOu8/qAAAA6klEQVQY01XOQUrEMBSH8X/a6dgmpH28tIyUZEQYkK7cuIgb
      GcFzSG9is8tRvEWz9BDe5bkSdP/B70MjGsM2yny9k8vXIo942p7l5fomFScSLgTOBI6UWKgwKDPqM+zaLsb3wap2N6lf++XG
      m9Cr+uFTexO0or1LZtUL+S4YpXdKlYtTOslcWpjcgyKnSU5lRpsrFioOQ2ZQ/HVdJnA8MI4ZaKLaGsHr8cPlBojNpqRy/+rh
      z2XFaZTbMsPnM+7jJYmocsAxd6jfoVe7aG+DVnbXqV71Yr0OVlUuT7CRkpOpWFBmjLFPJN/lBxiFRUGogwF/AAAAAElFTkSu
      QmCC
      """,
      rgba: """
      BQUF/woKCgAPDw+AFBQU/xoaGkAfHx//JCQkyCkpKf8vLy8ANDQ0gDk5Of8+Pj5ARERE/xcXF4AaGhr/ISEhQCQkJP8sLCzI
      Ly8v/zY2NgA5OTmAQUFB/0REREBLS0v/Tk5OyFZWVv8pKSlALi4u/y8vL8g0NDT/Pj4+AENDQ4BERET/SUlJQFNTU/9ZWVnI
      WVlZ/15eXgBoaGiAOzs7yD4+Pv9BQUEAREREgFFRUf9TU1NAVlZW/1lZWchmZmb/aGhoAGtra4Bubm7/e3t7QE5OTgBTU1OA
      WFhY/15eXkBZWVn/Xl5eyGRkZP9paWkAeHh4gH19ff+CgoJAiIiI/4ODg8hgYGD/Y2NjQGtra/9tbW3Ia2tr/25ubgB2dnaA
      eXl5/4qKikCNjY3/lZWVyJiYmP+VlZUAcnJy/3h4eMh4eHj/fX19AH5+foCDg4P/g4ODQImJif+dnZ3IoqKi/6KiogCnp6eA
      qKio/4WFhf+IiIgAioqKgI2Njf+QkJBAk5OT/5aWlsiYmJj/r6+vALKysoC0tLT/t7e3QLq6uv+Xl5eAnJyc/6KiokCnp6f/
      rKysyLGxsf+3t7cAvLy8gK6urv+zs7NAuLi4/729vcjDw8P/qampQKysrP+0tLTIt7e3/76+vgDBwcGAycnJ/8zMzEDAwMD/
      w8PDyMrKyv/Nzc0A1dXVgLy8vMjBwcH/wcHBAMfHx4DR0dH/1tbWQNbW1v/c3NzI0tLS/9fX1wDY2NiA3d3d/7GxsUA=
      """
    ),
    "rgb8Interlaced": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAIAAAFc16CgAAAAwElEQVQY032MMY7CMBBFnwUaN9NAmq0oXKSkgb3BlG63o1uU
      s+QIKEfYag8QKRfIGVzR5wJbUFgyXhBI1tPTn+/v8Fzo+Zj63wmit6ufOU/z32ROvy0yRubI6FofIhaxtZ5MGZU+W68cnXyG
      ltTS1cz3pIxKUn6yl7RTknLM7hq/aQn1W8s+CEmwwhyZMAhBCIKV1p2llStbedoKQnKr3aZhaTi8Z/66CElYhK9XXnoHYRGG
      yv/lD3sv/WGv5rZObrNOW91OMKo5AAAAAElFTkSuQmCC
      """,
      rgba: """
      AAcA/xMHEf8mByL/OQcz/0wHRP9fB1X/cgdm/4UHd/+YB4j/qweZ/74Hqv/RB7v/5AfM/wMeEf8WHgD/KR4z/zweIv9PHlX/
      Yh5E/3Ued/+IHmb/mx6Z/64eiP/BHrv/1B6q/+ce3f8GNSL/GTUz/yw1AP8/NRH/UjVm/2U1d/94NUT/izVV/541qv+xNbv/
      xDWI/9c1mf/qNe7/CUwz/xxMIv8vTBH/QkwA/1VMd/9oTGb/e0xV/45MRP+hTLv/tEyq/8dMmf/aTIj/7Uz//wxjRP8fY1X/
      MmNm/0Vjd/9YYwD/a2MR/35jIv+RYzP/pGPM/7dj3f/KY+7/3WP///BjiP8PelX/InpE/zV6d/9Iemb/W3oR/256AP+BejP/
      lHoi/6d63f+6esz/zXr//+B67v/zepn/EpFm/yWRd/84kUT/S5FV/16RIv9xkTP/hJEA/5eREf+qke7/vZH//9CRzP/jkd3/
      9pGq/xWod/8oqGb/O6hV/06oRP9hqDP/dKgi/4eoEf+aqAD/raj//8Co7v/TqN3/5qjM//mou/8Yv4j/K7+Z/z6/qv9Rv7v/
      ZL/M/3e/3f+Kv+7/nb///7C/AP/DvxH/1r8i/+m/M//8v0T/G9aZ/y7WiP9B1rv/VNaq/2fW3f961sz/jdb//6DW7v+z1hH/
      xtYA/9nWM//s1iL//9ZV/x7tqv8x7bv/RO2I/1ftmf9q7e7/fe3//5DtzP+j7d3/tu0i/8ntM//c7QD/7+0R/wLtZv8=
      """
    ),
    "rgb16": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALEAIAAAB7QEx1AAAA6UlEQVQoz42QMQ7CMAxFbZzFUxKBVKYCB+BgnMAzypARNo4F
      Ug9Cu3ZicCGBpKLb18vX989HIAA4ryMEZzcRg7NLta9wQ9yIs8Qg/UCM474lRukHYghz+tASozyVH3PPJw5l3xJDeHTEOOoB
      Z9OBR0cMQZ3OpqB7RwzBT9wQb6fnfkjWQo/5DzRUG2mQNnWnol1+/3pLOuep9fsH7kSMcrkV7TS0bLqAj97Wt/tq9I8b5RHC
      8u1+tFEdC57aHdrqRhVtd3OeFfFWvCVu5Dm8mzbSV7SZ4V+ebLsjMYR7R4zip2tGN4pLN30B5c2zy3yN5CAAAAAASUVORK5C
      YII=
      """,
      rgba: """
      AAAA/xMAEP8mASD/OgEw/00CQP9hAlD/dANg/4gDcP+bBID/rwSQ/8IFoP/VBbD/6QbA/wMXEP8WFwD/KRgw/z0YIP9QGVD/
      ZBlA/3cacP+LGmD/nhuQ/7IbgP/FHLD/2Ryg/+wd0P8GLiD/GS8w/ywvAP9AMBD/UzBg/2cxcP96MUD/jjJQ/6EyoP+1M7D/
      yDOA/9w0kP/vNOD/CUYw/xxGIP8vRxD/Q0cA/1ZIcP9qSGD/fUlQ/5FJQP+kSrD/uEqg/8tLkP/fS4D/8kzw/wxdQP8fXlD/
      M15g/0ZfcP9ZXwD/bWAQ/4BgIP+UYTD/p2HA/7ti0P/OYuD/4mPw//VjgP8PdFD/InVA/zZ1cP9JdmD/XHYQ/3B3AP+DdzD/
      l3gg/6p40P++ecD/0Xnw/+V64P/4epD/Eoxg/yWMcP85jUD/TI1Q/1+OIP9zjjD/ho8A/5qPEP+tkOD/wZDw/9SRwP/okdD/
      +5Kg/xWjcP8opGD/PKRQ/0+lQP9ipTD/dqYg/4mmEP+dpwD/sKfw/8So4P/XqND/66nA//6psP8YuoD/K7uQ/z+8oP9SvLD/
      Zr3A/3m90P+MvuD/oL7w/7O/AP/HvxD/2sAg/+7AMP8CwUD/G9KQ/y7SgP9C07D/VdOg/2nU0P981MD/j9Xw/6PV4P+21hD/
      ytYA/93XMP/x1yD/BdhQ/x7poP8x6rD/ReqA/1jrkP9s6+D/f+zw/5LswP+m7dD/ue0g/83uMP/g7gD/9O8Q/wjvYP8=
      """
    ),
    "rgba8": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAYAAACksgdhAAAA9UlEQVQoz5VRMW7DMBCjQxcdpIXQcECRLBoKZM5Qr/5JfmJ7
      U16VrB30lnuCuwhFnRoFOt1AHo/kdXjFmqAuQXOCpgSNCbon6DNBH3vYgaaF5itND5qDptLmQPOFppXmD5pA80IT+PL+hhDz
      NcR6DhHHEC+nEHMXYr2HiCXEyzXEfA6xHkPEKcRL19NUCAehgfCZ0Er4SGgivBAC4QOhmfCV0NjTNBC5kTUSt4lQI6uRc8M0
      Ebdy2PVsPvyVtacJRC5EfVKuTVmFyCBqw7S2pa1nwht5P2tP07L1/Jyn+4Ud/vWflrVVvvVM5JGoP67mgajfDX8BxtduMYxN
      gVQAAAAASUVORK5CYII=
      """,
      rgba: """
      AAcA/xMHEQAmByKAOQcz/0wHREBfB1X/cgdmyIUHd/+YB4gAqweZgL4Hqv/RB7tA5AfM/wMeEYAWHgD/KR4zQDweIv9PHlXI
      Yh5E/3UedwCIHmaAmx6Z/64eiEDBHrv/1B6qyOce3f8GNSJAGTUz/yw1AMg/NRH/UjVmAGU1d4B4NUT/izVVQJ41qv+xNbvI
      xDWI/9c1mQDqNe6ACUwzyBxMIv8vTBEAQkwAgFVMd/9oTGZAe0xV/45MRMihTLv/tEyqAMdMmYDaTIj/7Uz/QAxjRAAfY1WA
      MmNm/0Vjd0BYYwD/a2MRyH5jIv+RYzMApGPMgLdj3f/KY+5A3WP///BjiMgPelX/InpEQDV6d/9IembIW3oR/256AACBejOA
      lHoi/6d63UC6esz/zXr/yOB67v/zepkAEpFm/yWRd8g4kUT/S5FVAF6RIoBxkTP/hJEAQJeREf+qke7IvZH//9CRzADjkd2A
      9pGq/xWod/8oqGYAO6hVgE6oRP9hqDNAdKgi/4eoEciaqAD/raj/AMCo7oDTqN3/5qjMQPmou/8Yv4iAK7+Z/z6/qkBRv7v/
      ZL/MyHe/3f+Kv+4Anb//gLC/AP/DvxFA1r8i/+m/M8j8v0T/G9aZQC7WiP9B1rvIVNaq/2fW3QB61syAjdb//6DW7kCz1hH/
      xtYAyNnWM//s1iIA/9ZVgB7tqsgx7bv/RO2IAFftmYBq7e7/fe3/QJDtzP+j7d3Itu0i/8ntMwDc7QCA7+0R/wLtZkA=
      """
    ),
    "rgba16Interlaced": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALEAYAAAGDJeu0AAACzUlEQVQ4y32ST2gTURDG5yXpi4dlqSuatE23WxBXhLQRqYmY
      4lvoIcES1GOgNcWi4MmL6EHJW3Io/gEr4sktaS49KkoFQUK3tEhQD+pFSgpdHzkVXJNjvTwPs7ENgqdh9vu+38zOLkAYAGwp
      nfORON8DgPjF9+/4HuerlbUvYEsZLoyEFFZn5Y1cn177fo/A9Rv1zfUJaISq69usLiVRzJltVgcoJEKKu+mwQiKkrK+2WCER
      VtY2eQ7Mw4QaVc5vJ8NaqQmNjXyfXotJSc5MzIpSU0pMImF91eIR5fjstpW1uJIIKXbWtZVESLkw7TBCj475RpWVTZVQT7h5
      UyW0VISMqYaoJ6Q0VULnikuWqRK6I66tYW/bRDv3+GOp6TAMouAJ2w5A0lQJ/fENgZ6ADFYpiT6zu1KLQQOJKMwVcZIncNLV
      m73AUtGV5MhDqPQvApgqoYaOAUPHgKFjYFTHgKG7MkK1cd/QHUZxBaAqoSzbCnqLU5VQS3fzgZ4JAmhgWTQsr6DB0CGDVXLU
      l1gQ4Lku4aDBE0ssCEJUJdQTLQyM6jKNo/cNWFssqhI6MmZxqhFqTLv5YAIaPIEGlrV4NPheaMTJnpAcwkrsTv8i58eexX6D
      LeWpwfj91EtWnqwNgFF12OWTA5VLn6Ex/2qQsrqUd88OPri1C/CoPqSUmpxXp4aePD0k5ZtPCY3vsfKHK4nnr084bGtrOF6L
      QeNnafjF1ykpQ3/fvbuhNu57wrWpNuZ7osXwuUxTbcw3dIuj7jDUe3OjumujjrkdIdOoWzyyDwK/3bE41YifSjoM+/kc1Yi/
      vFIG7F0bdcaxl2mqkWAB8Nsdh1GNVFLJ+RzVwG8Xy0A1Ull+69r7tz4A8sR/Qb4nAlCnDKi7dlQDv91hnC4Q3xMyHe0uvkB8
      Q3e6fwGCfgWg08leUCrp2rQL0oifSvaCRiZ7L5BK/nuBP9MVi/5E6J1OAAAAAElFTkSuQmCC
      """,
      rgba: """
      AAAA/xMAEAAmASCAOgEw/00CQEFhAlCcdANgAYgDcP+bBIAArwSQgMIFoP/VBbBB6QbAnAMXEIAWFwD/KRgwQT0YIJxQGVAB
      ZBlA/3cacACLGmCAnhuQ/7IbgEHFHLCc2RygAewd0P8GLiBBGS8wnCwvAAFAMBD/UzBgAGcxcIB6MUD/jjJQQaEyoJy1M7AB
      yDOA/9w0kADvNOCACUYwARxGIP8vRxAAQ0cAgFZIcP9qSGBBfUlQnJFJQAGkSrD/uEqgAMtLkIDfS4D/8kzwQQxdQAAfXlCA
      M15g/0ZfcEFZXwCcbWAQAYBgIP+UYTAAp2HAgLti0P/OYuBB4mPwnPVjgAEPdFD/InVAQTZ1cJxJdmABXHYQ/3B3AACDdzCA
      l3gg/6p40EG+ecCc0XnwAeV64P/4epAAEoxgnCWMcAE5jUD/TI1QAF+OIIBzjjD/ho8AQZqPEJytkOABwZDw/9SRwADokdCA
      +5Kg/xWjcP8opGAAPKRQgE+lQP9ipTBBdqYgnImmEAGdpwD/sKfwAMSo4IDXqND/66nAQf6psJwYuoCAK7uQ/z+8oEFSvLCc
      Zr3AAXm90P+MvuAAoL7wgLO/AP/HvxBB2sAgnO7AMAECwUD/G9KQQS7SgJxC07ABVdOg/2nU0AB81MCAj9Xw/6PV4EG21hCc
      ytYAAd3XMP/x1yAABdhQgB7poAEx6rD/ReqAAFjrkIBs6+D/f+zwQZLswJym7dABue0g/83uMADg7gCA9O8Q/wjvYEE=
      """
    ),
    "palette1": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALAQMAAACefJUiAAAABlBMVEU+PzmZkY6l3dFtAAAAJUlEQVQI12Ng+MHA+IOB6wcD
      6w8Gph8My38wRP9gWP+D4T8UAQDS5A9pDTHj1AAAAABJRU5ErkJggg==
      """,
      rgba: """
      Pj85/z4/Of8+Pzn/Pj85/z4/Of8+Pzn/Pj85/z4/Of+ZkY7/mZGO/5mRjv+ZkY7/mZGO/z4/Of8+Pzn/Pj85/z4/Of8+Pzn/
      Pj85/z4/Of+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv8+Pzn/Pj85/z4/Of8+Pzn/mZGO/z4/Of+ZkY7/Pj85/5mRjv+ZkY7/
      mZGO/5mRjv+ZkY7/Pj85/z4/Of8+Pzn/Pj85/z4/Of+ZkY7/Pj85/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/z4/Of8+Pzn/
      Pj85/z4/Of8+Pzn/Pj85/5mRjv8+Pzn/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/Pj85/5mRjv8+Pzn/Pj85/5mRjv+ZkY7/
      mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/Pj85/5mRjv8+Pzn/mZGO/5mRjv8+Pzn/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/
      mZGO/5mRjv8+Pzn/mZGO/z4/Of+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/
      mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/
      mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv+ZkY7/mZGO/5mRjv8=
      """
    ),
    "palette2Interlaced": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALAgMAAAGu299kAAAADFBMVEU+PznFQLtxrJvGxxuaLvPVAAAASUlEQVQI12MQYNjA
      AMKsDCwMLQxrGFinMDTPYFj1g4FRgIEhgKF5AkNPAsOqDyDEwBDqwMDAEubAwGSc6cDw4vyqBoZVq/4fAAAmxxOlGLCzDAAA
      AABJRU5ErkJggg==
      """,
      rgba: """
      Pj85/z4/Of8+Pzn/Pj85/z4/Of8+Pzn/Pj85/8VAu//FQLv/Pj85/8VAu//FQLv/xUC7/z4/Of8+Pzn/Pj85/z4/Of8+Pzn/
      Pj85/z4/Of8+Pzn/xUC7/8VAu//FQLv/xUC7/8VAu/8+Pzn/Pj85/z4/Of8+Pzn/xUC7/z4/Of/FQLv/Pj85/3Gsm//FQLv/
      xUC7/8VAu//FQLv/Pj85/z4/Of8+Pzn/Pj85/z4/Of8+Pzn/xUC7/z4/Of/FQLv/xUC7/8VAu/9xrJv/xUC7/z4/Of9xrJv/
      cayb/z4/Of8+Pzn/Pj85/z4/Of/Gxxv/xUC7/3Gsm//FQLv/xUC7/8VAu/8+Pzn/Pj85/z4/Of9xrJv/Pj85/8bHG/8+Pzn/
      xscb/8VAu/9xrJv/cayb/8VAu//FQLv/cayb/3Gsm/8+Pzn/Pj85/z4/Of/Gxxv/xscb/z4/Of9xrJv/xUC7/8VAu/9xrJv/
      cayb/8bHG/9xrJv/cayb/z4/Of/Gxxv/Pj85/8bHG//Gxxv/cayb/3Gsm/9xrJv/cayb/3Gsm/9xrJv/cayb/3Gsm/9xrJv/
      cayb/3Gsm/9xrJv/cayb/8bHG//Gxxv/xscb/8bHG//Gxxv/cayb/3Gsm/9xrJv/cayb/3Gsm/9xrJv/cayb/3Gsm//Gxxv/
      xscb/8bHG//Gxxv/xscb/3Gsm/9xrJv/cayb/3Gsm/9xrJv/cayb/3Gsm/9xrJv/xscb/8bHG//Gxxv/xscb/3Gsm/8=
      """
    ),
    "palette4": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALBAMAAABWnBpSAAAAMFBMVEUfHhliHlqoGp3OTMQgbleKSEhiZgtDVE6VowalqPjF
      ttYmnGNSqDxK1rba4RnXzCvOPH0FAAAAX0lEQVQI12NgYBAUVFIyYADSQiCahUEwMFgZyGcrDDU2NmBwcU+LsDRewOCy/Vir
      5WQDht2nj3YstlrAsHtPT8eqVQsY7t69OfPF+w8Mt+/OvfXu3weGu3tv3n33bgMA7vcj3M6Zmb8AAAAASUVORK5CYII=
      """,
      rgba: """
      Hx4Z/x8eGf8fHhn/Hx4Z/2IeWv9iHlr/Yh5a/2IeWv+oGp3/qBqd/6ganf+oGp3/zkzE/x8eGf8fHhn/Hx4Z/x8eGf9iHlr/
      Yh5a/2IeWv+oGp3/qBqd/6ganf+oGp3/qBqd/85MxP8fHhn/IG5X/x8eGf8fHhn/Yh5a/2IeWv+KSEj/Yh5a/4pISP/OTMT/
      qBqd/85MxP/OTMT/Hx4Z/x8eGf8fHhn/YmYL/0NUTv9iHlr/ikhI/4pISP/OTMT/zkzE/85MxP/OTMT/zkzE/yBuV/8gblf/
      IG5X/0NUTv9iZgv/YmYL/4pISP+Vowb/zkzE/6Wo+P/OTMT/zkzE/8W21v8gblf/IG5X/yacY/9DVE7/Uqg8/2JmC/+Vowb/
      ikhI/85MxP+lqPj/paj4/85MxP/OTMT/Jpxj/yacY/9SqDz/Jpxj/1KoPP+KSEj/laMG/5WjBv/Fttb/zkzE/85MxP/Fttb/
      xbbW/yacY/8mnGP/Jpxj/1KoPP+Vowb/Uqg8/5WjBv+Vowb/xbbW/8W21v/Fttb/xbbW/8W21v9K1rb/Sta2/0rWtv9K1rb/
      Sta2/6Wo+P+lqPj/paj4/9rhGf+Vowb/2uEZ/9fMK//XzCv/Sta2/yacY/9K1rb/Sta2/6Wo+P9K1rb/Sta2/8W21v/a4Rn/
      2uEZ/9fMK//a4Rn/18wr/0rWtv9K1rb/Jpxj/0rWtv9K1rb/paj4/0rWtv9K1rb/2uEZ/9rhGf/a4Rn/2uEZ/yacY/8=
      """
    ),
    "palette8TransparentInterlaced": (
      png: """
      iVBORw0KGgoAAAANSUhEUgAAAA0AAAALCAMAAAHka8fFAAAAflBMVEX///8LEgAvNTM6EipqGU9PHlWFB3flEtSwIakkOh4c
      TCLCKaHaTIiES0zvY4iUeiK4btQngWRZbgidv//ebvaj7d0fmGB4nyPNev9OqESzswzTqN33nLIt1KhMnDvAOrsv4aFf4cxZ
      v8KO4eVN1qT8v0Tk4SL/1lS04Rnc7QBdYfNyAAAAAXRSTlMAQObYZgAAAHxJREFUCNcVjUsCgjAQQx/Dp6AgoqUISKGiVe9/
      QccssslLQgLyAsND/XLtkdzQtagiVBTHusGNQs+dhbDHr0ZpVoimB6H8kxXW0jFMc8MW9idvglc6IglpniElpjRagBNFe6ap
      weHcgLTYm0VpP+rCxDrrE9sS8DufIeJ/J0QHkZBY8rIAAAAASUVORK5CYII=
      """,
      rgba: """
      CxIA/////wAvNTP/OhIq/////wBqGU//Tx5V/4UHd/////8ALzUz/+US1P////8A5RLU/y81M/8LEgD/////ADoSKv9PHlX/
      ahlP/////wAvNTP/sCGp/////wDlEtT/sCGp/+US1P////8AJDoe/yQ6Hv8cTCL/////AC81M/+FB3f/////AMIpof+wIan/
      2kyI/////wCES0z/JDoe/xxMIv////8A////AO9jiP////8AhQd3/5R6Iv+4btT/////AIRLTP/aTIj/////AP///wD///8A
      J4Fk/////wBZbgj/JDoe/5R6Iv////8Anb///95u9v////8A3m72/6Pt3f8fmGD/////AB+YYP8fmGD/eJ8j/////wAvNTP/
      lHoi/////wDebvb/zXr//95u9v////8AH5hg/yeBZP9OqET/////AC81M/94nyP/////ALOzDP+j7d3/06jd/////wCES0z/
      95yy/y3UqP////8ATJw7/06oRP////8AeJ8j/7OzDP+zswz/////AMA6u//TqN3/////APecsv8vNTP/L+Gh/////wBf4cz/
      Wb/C/47h5f////8ATdak//y/RP////8A5OEi///WVP/8v0T/////AC/hof8t1Kj/X+HM/////wBMnDv/juHl/////wC04Rn/
      eJ8j/+ThIv////8ATJw7/y3UqP9f4cz/////AEycO/9f4cz/////AI7h5f8t1Kj/5OEi/////wDc7QD/5OEi/////wA=
      """
    ),
  ]
}

@Suite struct PNGFixtureTests {
  @Test(arguments: PNGFixtures.all.keys.sorted())
  func decodesPNGFilesFromAnotherEncoderToThePixelsThatEncoderReadsBack(_ name: String) throws {
    let fixture = try #require(PNGFixtures.all[name])
    let png = try #require(Data(base64Encoded: fixture.png, options: .ignoreUnknownCharacters))
    let straight = try #require(Data(base64Encoded: fixture.rgba, options: .ignoreUnknownCharacters))
    let bitmap = try PNG.decode(Array(png))
    expectEqual(bitmap.width, 13)
    expectEqual(bitmap.height, 11)
    let expected = Array(straight)
    // ImageMagick truncates 16-bit samples to 8 bits where this decoder rounds to nearest, so the
    // 16-bit fixtures may differ by one.
    let tolerance = name.contains("16") ? 1 : 0
    var mismatches = 0
    for p in 0..<(13 * 11) {
      let a = Int(expected[4 * p + 3])
      for c in 0..<4 {
        let want = c == 3 ? a : Int((Double(Int(expected[4 * p + c]) * a) / 255).rounded())
        if abs(Int(bitmap.pixels[4 * p + c]) - want) > tolerance { mismatches += 1 }
      }
    }
    expectEqual(mismatches, 0, "\(name): \(mismatches) channel values differ")
  }
}
